import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { readTimestamp } from '../db/codec';
import type { Database } from '../db/schema';
import { describeError, type Logger } from '../logger';
import { sameSecret } from '../http/principal';
import { AuthError, authErrors } from './errors';
import { ProviderError, type GoogleProvider } from './google-provider';
import { findOrCreateOAuthUser } from './oauth-users';
import { chooseRedirect } from './redirect-urls';
import type { SessionResponse, SessionService } from './sessions';
import { hashToken, randomToken } from './tokens';
import { findUserById } from './users';

/**
 * Google sign-in as GoTrue runs it (contract §2.4): /authorize parks the client's wishes
 * (redirect_to, its PKCE challenge) under a random `state` and sends the browser to the provider;
 * /callback checks the state, redeems the provider's code, finds or makes the account, and sends
 * the browser back in the client's flow: tokens in the fragment (implicit) or `?code=` for
 * POST /token?grant_type=pkce. Flow rows store only hashes of the state and of our codes; the
 * provider PKCE verifier and the nonce are derived from the state with a server key, so nothing
 * that unlocks a sign-in sits in the database. See docs/decisions/003-google-sign-in.md.
 */
export const FLOW_STATE_TTL_MS = 5 * 60_000;
const GOOGLE = 'google';

export interface OAuthFlowDeps {
  db: Kysely<Database>;
  clock: Clock;
  sessions: SessionService;
  logger: Logger;
  siteUrl: string;
  redirectAllowList: string[];
  /** Absent when GOOGLE_CLIENT_ID/SECRET are not configured. */
  google: GoogleProvider | undefined;
  /** A server secret; the flow derives its own key from it. */
  serverSecret: string;
}

export interface AuthorizeInput {
  provider: string | undefined;
  redirectTo: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
}

/** A failed sign-in, sent back to the app as `error`, `error_code`, `error_description`. */
class CallbackFailure extends Error {
  constructor(
    readonly error: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

export function createOAuthFlow(deps: OAuthFlowDeps) {
  const { db, clock, sessions, logger } = deps;
  const flowKey = createHmac('sha256', deps.serverSecret).update('oauth-flow-key').digest();
  const derive = (purpose: string, state: string) => createHmac('sha256', flowKey).update(`${purpose}:${state}`).digest('base64url');
  // Read at each use: without SITE_URL the public origin is the current request's.
  const callbackUrl = () => `${deps.siteUrl}/auth/v1/callback`;
  const expiredBefore = () => new Date(clock.now().getTime() - FLOW_STATE_TTL_MS).toISOString();

  /** GET /authorize: validates, stores the flow, and returns the provider's URL. */
  async function authorize(input: AuthorizeInput): Promise<string> {
    if (input.provider !== GOOGLE) {
      throw authErrors.validation(`Unsupported provider: provider ${input.provider ?? ''} could not be found`.replace(/\s+/g, ' ').trim());
    }
    if (!deps.google) throw authErrors.validation('Unsupported provider: provider is not enabled');
    const challenge = readChallenge(input.codeChallenge, input.codeChallengeMethod);

    // Old flows nobody finished: keep the table small (there is no other sweeper).
    await db.deleteFrom('flow_states').where('created_at', '<', expiredBefore()).execute();
    const state = randomToken(32);
    await db
      .insertInto('flow_states')
      .values({
        id: randomUUID(),
        kind: 'oauth',
        provider: GOOGLE,
        lookup_hash: hashToken(state),
        redirect_to: chooseRedirect(input.redirectTo, deps.siteUrl, deps.redirectAllowList),
        code_challenge: challenge?.value ?? null,
        code_challenge_method: challenge?.method ?? null,
        provider_code_verifier: null,
        nonce: null,
        user_id: null,
        provider_access_token: null,
        provider_refresh_token: null,
        created_at: clock.now().toISOString(),
      })
      .execute();
    return deps.google.authorizationUrl({
      redirectUri: callbackUrl(),
      state,
      nonce: derive('nonce', state),
      codeChallenge: createHash('sha256').update(derive('verifier', state)).digest('base64url'),
    });
  }

  /** GET /callback: always answers with where the browser goes next (success or error). */
  async function callback(query: Record<string, string | undefined>): Promise<string> {
    const state = query.state;
    if (!state) return errorRedirect(deps.siteUrl, new CallbackFailure('invalid_request', 'bad_oauth_callback', 'OAuth state parameter missing'));
    // Taking the row is what makes a state single-use: a replayed callback finds nothing.
    const flow = await db.selectFrom('flow_states').selectAll().where('lookup_hash', '=', hashToken(state)).where('kind', '=', 'oauth').executeTakeFirst();
    const taken = flow ? await db.deleteFrom('flow_states').where('id', '=', flow.id).executeTakeFirst() : undefined;
    if (!flow || !deps.google || Number(taken?.numDeletedRows ?? 0) !== 1) {
      return errorRedirect(deps.siteUrl, new CallbackFailure('invalid_request', 'bad_oauth_state', 'OAuth callback with invalid state'));
    }
    const redirectTo = flow.redirect_to;
    try {
      if (readTimestamp(flow.created_at) < expiredBefore()) {
        throw new CallbackFailure('invalid_request', 'flow_state_expired', 'The sign-in took too long; please try again');
      }
      if (query.error) {
        // The provider said no (the user cancelled, or the client is misconfigured at Google).
        throw new CallbackFailure(query.error, query.error, query.error_description || 'The provider refused the sign-in');
      }
      if (!query.code) throw new CallbackFailure('invalid_request', 'bad_oauth_callback', 'Authorization code missing');

      const identity = await deps.google.redeemCode({
        code: query.code,
        redirectUri: callbackUrl(),
        codeVerifier: derive('verifier', state),
        nonce: derive('nonce', state),
      });
      if (!identity.email) throw new CallbackFailure('server_error', 'bad_oauth_callback', 'Error getting user email from external provider');
      if (!identity.emailVerified) {
        throw new CallbackFailure(
          'access_denied',
          'provider_email_needs_verification',
          `Unverified email with ${GOOGLE}: verify the address with Google, then sign in again`,
        );
      }
      const user = await findOrCreateOAuthUser(db, clock, GOOGLE, { ...identity, email: identity.email });

      if (flow.code_challenge) {
        const authCode = randomUUID();
        await db
          .insertInto('flow_states')
          .values({
            id: randomUUID(),
            kind: 'pkce-code',
            provider: GOOGLE,
            lookup_hash: hashToken(authCode),
            redirect_to: redirectTo,
            code_challenge: flow.code_challenge,
            code_challenge_method: flow.code_challenge_method,
            provider_code_verifier: null,
            nonce: null,
            user_id: user.id,
            provider_access_token: null,
            provider_refresh_token: null,
            created_at: clock.now().toISOString(),
          })
          .execute();
        const url = new URL(redirectTo);
        url.searchParams.set('code', authCode);
        return url.toString();
      }

      const session = await sessions.startSession(user, 'oauth');
      const url = new URL(redirectTo);
      url.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
      }).toString();
      return url.toString();
    } catch (error) {
      if (error instanceof CallbackFailure) return errorRedirect(redirectTo, error);
      if (error instanceof ProviderError) {
        logger.warn('google sign-in failed', { code: error.code, error: describeError(error) });
        const kind = error.code === 'unexpected_failure' ? 'server_error' : 'invalid_request';
        return errorRedirect(redirectTo, new CallbackFailure(kind, error.code, error.message));
      }
      logger.error('google sign-in failed unexpectedly', { error: describeError(error) });
      return errorRedirect(redirectTo, new CallbackFailure('server_error', 'unexpected_failure', 'Unexpected failure, please try again'));
    }
  }

  /** POST /token?grant_type=pkce: the auth code from the redirect plus the client's verifier. */
  async function exchangePkce(body: Record<string, unknown>): Promise<SessionResponse> {
    const authCode = body.auth_code;
    const verifier = body.code_verifier;
    if (typeof authCode !== 'string' || typeof verifier !== 'string' || authCode === '' || verifier === '') {
      throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
    }
    const flow = await db
      .selectFrom('flow_states')
      .selectAll()
      .where('lookup_hash', '=', hashToken(authCode))
      .where('kind', '=', 'pkce-code')
      .executeTakeFirst();
    if (!flow || !flow.user_id || !flow.code_challenge) throw flowStateNotFound();
    if (readTimestamp(flow.created_at) < expiredBefore()) {
      await db.deleteFrom('flow_states').where('id', '=', flow.id).execute();
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
      throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    // Single use: of two concurrent exchanges only the one that deletes the row goes on.
    const taken = await db.deleteFrom('flow_states').where('id', '=', flow.id).executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1) throw flowStateNotFound();
    const user = await findUserById(db, flow.user_id);
    if (!user) throw flowStateNotFound();
    return sessions.startSession(user, 'oauth');
  }

  return { authorize, callback, exchangePkce };
}

export type OAuthFlow = ReturnType<typeof createOAuthFlow>;

function flowStateNotFound(): AuthError {
  return new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
}

function readChallenge(challenge: string | undefined, method: string | undefined): { value: string; method: 's256' | 'plain' } | undefined {
  if (!challenge) return undefined;
  const normalisedMethod = method?.toLowerCase();
  if (normalisedMethod !== 's256' && normalisedMethod !== 'plain') {
    throw authErrors.validation('PKCE flow requires code_challenge_method to be s256 or plain');
  }
  if (!PKCE_CHALLENGE.test(challenge)) throw authErrors.validation('invalid code_challenge: 43 to 128 characters of [A-Za-z0-9._~-]');
  return { value: challenge, method: normalisedMethod };
}

/** RFC 7636 §4.6, compared in constant time. */
function verifierMatches(verifier: string, challenge: string, method: string | null): boolean {
  const computed = method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  return sameSecret(computed, challenge);
}

function errorRedirect(target: string, failure: CallbackFailure): string {
  const url = new URL(target);
  url.searchParams.set('error', failure.error);
  url.searchParams.set('error_code', failure.code);
  url.searchParams.set('error_description', failure.message);
  return url.toString();
}
