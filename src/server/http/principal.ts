import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { SessionService } from '../auth/sessions';
import type { AccessTokenClaims, TokenSigner } from '../auth/tokens';
import { createVerifiedTokenCache } from './verified-token-cache';

/**
 * Who is calling: the anonymous role (no bearer token, or the anon key as the bearer: contract §1.2) or
 * a signed-in user whose access token verifies and whose session still exists. Each surface turns
 * a failure into its own dialect (GoTrue, PostgREST, the function's JSON).
 */
export type Principal =
  | { role: 'anon' }
  | { role: 'authenticated'; userId: string; sessionId: string; claims: AccessTokenClaims };

export type PrincipalFailure = 'expired' | 'invalid' | 'session-gone';
export type PrincipalResult = { ok: true; principal: Principal } | { ok: false; failure: PrincipalFailure };

export interface PrincipalResolver {
  anonKey: string;
  resolve(c: Context): Promise<PrincipalResult>;
  /** The apikey header (or `apikey` query parameter, as Supabase's gateway accepts): missing, wrong or fine. */
  checkApiKey(c: Context): 'missing' | 'invalid' | undefined;
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The `Authorization` header as PostgREST reads it: no header, or another scheme (`Basic …`),
 * presents no token and the caller is anonymous. `Bearer` (any case) presents one; if what
 * follows is not exactly one token (`Bearer`, `Bearer a b`) the header is malformed, and the
 * caller is refused rather than silently served as anonymous (docs/decisions/004-postgrest-subset.md).
 */
export type PresentedToken = { kind: 'none' } | { kind: 'bearer'; token: string } | { kind: 'malformed' };

export function readBearerToken(c: Context): PresentedToken {
  const header = c.req.header('authorization');
  if (header === undefined) return { kind: 'none' };
  const [scheme, ...rest] = header.trim().split(/\s+/u);
  if (scheme.toLowerCase() !== 'bearer') return { kind: 'none' };
  return rest.length === 1 ? { kind: 'bearer', token: rest[0] } : { kind: 'malformed' };
}

export function createPrincipalResolver(deps: { anonKey: string; signer: TokenSigner; sessions: SessionService }): PrincipalResolver {
  // The signature check is remembered per token; the session check below runs on every request.
  const verifiedTokens = createVerifiedTokenCache({ verify: (token) => deps.signer.verifyAccessToken(token), nowSeconds: deps.sessions.nowSeconds });
  return {
    anonKey: deps.anonKey,

    async resolve(c) {
      const presented = readBearerToken(c);
      if (presented.kind === 'malformed') return { ok: false, failure: 'invalid' };
      if (presented.kind === 'none' || sameSecret(presented.token, deps.anonKey)) return { ok: true, principal: { role: 'anon' } };
      const verified = await verifiedTokens.verify(presented.token);
      if (!verified.ok) return { ok: false, failure: verified.reason };
      const { claims } = verified;
      // A remembered token was checked at the origin it was first presented at; without
      // SITE_URL the issuer follows the request's origin (public-origin.ts), so compare again.
      if (claims.iss !== deps.signer.issuer) return { ok: false, failure: 'invalid' };
      if (!(await deps.sessions.sessionExists(claims.session_id, claims.sub))) return { ok: false, failure: 'session-gone' };
      return { ok: true, principal: { role: 'authenticated', userId: claims.sub, sessionId: claims.session_id, claims } };
    },

    checkApiKey(c) {
      const presented = c.req.header('apikey') ?? c.req.query('apikey');
      if (!presented) return 'missing';
      return sameSecret(presented, deps.anonKey) ? undefined : 'invalid';
    },
  };
}
