import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { MAX_USER_METADATA_BYTES } from '../../shared/limits';
import { nowSeconds, type Clock } from '../clock';
import { readJson, readTimestamp } from '../db/codec';
import type { TransactionRunner } from '../db/group-commit';
import type { Database, SessionsTable } from '../db/schema';
import { authErrors, type AuthError } from './errors';
import { ACCESS_TOKEN_TTL_SECONDS, deriveChildRefreshToken, hashToken, randomToken, type TokenSigner } from './tokens';
import { findUserById, loadPresentedUser, type GoTrueUser, type UserRow } from './users';

/** GoTrue's refresh-token reuse interval: a just-rotated token still works this long (P5). */
export const REFRESH_REUSE_WINDOW_MS = 10_000;
/** How far down a chain of quick rotations a reused token may be followed. */
const MAX_REUSE_CHAIN = 8;

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
  provider_token?: string;
  provider_refresh_token?: string;
}

export interface SessionDeps {
  db: Kysely<Database>;
  /** The database's transactions (DatabaseHandle.transaction: grouped commits on SQLite). */
  transaction: TransactionRunner;
  clock: Clock;
  signer: TokenSigner;
  /** Key for deriving child refresh tokens (server_secrets). */
  refreshSecret: string;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Runs inside the refresh's transaction, after its writes; throwing (a 429) rolls them back. */
export type AdmitRefresh = (transaction: Kysely<Database>) => Promise<void>;

/** What a refresh needs of the session the token belongs to. */
interface RotatedSession {
  id: string;
  amr_method: string;
  created_at: Selectable<SessionsTable>['created_at'];
}

type RefreshOutcome =
  | { ok: true; user: UserRow; session: RotatedSession; refreshToken: string }
  | { ok: false; error: AuthError };

/**
 * The presented token's row with its session and user, in one statement: a refresh is the
 * hottest write path, and on the embedded database each statement holds the one connection.
 * A token whose session ended is gone with it (ON DELETE CASCADE), so no match means not found.
 */
async function findTokenWithSession(trx: Kysely<Database>, tokenHash: string) {
  const row = await trx
    .selectFrom('refresh_tokens as token')
    .innerJoin('sessions as session', 'session.id', 'token.session_id')
    .innerJoin('users as user', 'user.id', 'token.user_id')
    .selectAll('user')
    .select([
      'token.id as token_id',
      'token.revoked_at as token_revoked_at',
      'session.id as session_id',
      'session.amr_method as session_amr_method',
      'session.created_at as session_created_at',
    ])
    .where('token.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, token_revoked_at, session_id, session_amr_method, session_created_at, ...user } = row;
  return {
    token: { id: token_id, revoked_at: token_revoked_at },
    session: { id: session_id, amr_method: session_amr_method, created_at: session_created_at } satisfies RotatedSession,
    user: user satisfies UserRow,
  };
}

/**
 * The user metadata an access token carries: all of it, unless it is over the cap (stored before
 * the cap existed). Such a token would pass Node's 16 KB header limit and every signed-in request,
 * the one that could shrink the metadata included, would answer 431; so it carries none, and the
 * user reads their metadata from GET /user as usual (docs/decisions/013-hostile-input-limits.md).
 */
function metadataForToken(stored: UserRow['user_metadata']): Record<string, unknown> {
  const metadata = readJson<Record<string, unknown>>(stored);
  return Buffer.byteLength(JSON.stringify(metadata)) > MAX_USER_METADATA_BYTES ? {} : metadata;
}

export function createSessionService({ db, transaction, clock, signer, refreshSecret }: SessionDeps) {
  const nowIso = () => clock.now().toISOString();

  async function respond(user: UserRow, sessionId: string, amrMethod: string, sessionCreatedAt: string, refreshToken: string): Promise<SessionResponse> {
    const presented = await loadPresentedUser(db, user);
    const { token, expiresAt } = await signer.signAccessToken({
      sub: user.id,
      email: user.email ?? '',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: amrMethod, timestamp: Math.floor(new Date(sessionCreatedAt).getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
      app_metadata: readJson(user.app_metadata),
      user_metadata: metadataForToken(user.user_metadata),
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: presented,
    };
  }

  /** Starts a session for a user who has just proven who they are. */
  async function startSession(user: UserRow, amrMethod: string): Promise<SessionResponse> {
    const sessionId = randomUUID();
    const refreshToken = randomToken();
    const now = nowIso();
    await transaction(async (trx) => {
      await trx.insertInto('sessions').values({ id: sessionId, user_id: user.id, amr_method: amrMethod, created_at: now, updated_at: now }).execute();
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: hashToken(refreshToken), session_id: sessionId, user_id: user.id, parent_hash: null, revoked_at: null, created_at: now })
        .execute();
      await trx.updateTable('users').set({ last_sign_in_at: now, updated_at: now }).where('id', '=', user.id).execute();
    });
    const fresh = (await findUserById(db, user.id)) ?? user;
    return respond(fresh, sessionId, amrMethod, now, refreshToken);
  }

  /**
   * Rotates a refresh token (GoTrue semantics, contract §2.3 and P5): an active token is revoked
   * and its child issued; a token rotated less than 10 s ago answers with the current child (two
   * tabs refreshing at once); an older revoked token means theft or a bug, so the whole session ends.
   *
   * Everything the grant writes, `admit` included (the caller's rate limit, taken in the same
   * transaction), is one commit: on the embedded database each commit waits for an fsync and
   * blocks the event loop meanwhile, so concurrent refreshes share one (decision 009). `admit` runs last, so a limited
   * request writes nothing and PostgreSQL holds the bucket's row lock only until the commit; a
   * refused token still counts against the limit.
   */
  async function refresh(presentedToken: unknown, admit: AdmitRefresh = async () => {}): Promise<SessionResponse> {
    const outcome = await transaction(async (trx) => {
      const decided = await rotate(trx, presentedToken);
      await admit(trx);
      return decided;
    });
    if (!outcome.ok) throw outcome.error;
    const { user, session, refreshToken } = outcome;
    return respond(user, session.id, session.amr_method, readTimestamp(session.created_at), refreshToken);
  }

  async function rotate(trx: Kysely<Database>, presentedToken: unknown): Promise<RefreshOutcome> {
    if (typeof presentedToken !== 'string' || presentedToken.length === 0) return { ok: false, error: authErrors.refreshTokenNotFound() };
    const tokenHash = hashToken(presentedToken);
    const found = await findTokenWithSession(trx, tokenHash);
    if (!found) return { ok: false, error: authErrors.refreshTokenNotFound() };
    const { token, session, user } = found;
    let revokedAt = token.revoked_at;

    const now = clock.now();
    const child = deriveChildRefreshToken(refreshSecret, presentedToken);
    if (revokedAt === null) {
      const revoked = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', token.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(revoked.numUpdatedRows) === 1) {
        await trx
          .insertInto('refresh_tokens')
          .values({ token_hash: hashToken(child), session_id: session.id, user_id: user.id, parent_hash: tokenHash, revoked_at: null, created_at: now.toISOString() })
          .execute();
        await trx.updateTable('sessions').set({ updated_at: now.toISOString() }).where('id', '=', session.id).execute();
        return { ok: true, user, session, refreshToken: child };
      }
      // Lost a race with a concurrent rotation of the same token (PostgreSQL: the update waited
      // for the other commit): that is a reuse inside the window, answered below.
      const reread = await trx.selectFrom('refresh_tokens').select('revoked_at').where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!reread || reread.revoked_at === null) return { ok: false, error: authErrors.refreshTokenNotFound() };
      revokedAt = reread.revoked_at;
    }

    const revokedAgoMs = now.getTime() - new Date(readTimestamp(revokedAt)).getTime();
    if (revokedAgoMs > REFRESH_REUSE_WINDOW_MS) {
      await trx.deleteFrom('sessions').where('id', '=', session.id).execute();
      return { ok: false, error: authErrors.refreshTokenAlreadyUsed() };
    }
    const current = await findActiveDescendant(trx, child);
    if (!current) return { ok: false, error: authErrors.refreshTokenAlreadyUsed() };
    return { ok: true, user, session, refreshToken: current };
  }

  async function findActiveDescendant(trx: Kysely<Database>, firstChild: string): Promise<string | undefined> {
    let candidate = firstChild;
    for (let step = 0; step < MAX_REUSE_CHAIN; step += 1) {
      const row = await trx.selectFrom('refresh_tokens').select(['revoked_at']).where('token_hash', '=', hashToken(candidate)).executeTakeFirst();
      if (!row) return undefined;
      if (row.revoked_at === null) return candidate;
      candidate = deriveChildRefreshToken(refreshSecret, candidate);
    }
    return undefined;
  }

  /** Whether the session exists and belongs to `userId` (a token's `sub` must own its `session_id`). */
  async function sessionExists(sessionId: string, userId: string): Promise<boolean> {
    const row = await db.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  async function logout(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (scope === 'local') query = query.where('id', '=', sessionId);
    if (scope === 'others') query = query.where('id', '!=', sessionId);
    await query.execute();
  }

  return { startSession, refresh, sessionExists, logout, respond, nowSeconds: () => nowSeconds(clock) };
}

export type SessionService = ReturnType<typeof createSessionService>;
