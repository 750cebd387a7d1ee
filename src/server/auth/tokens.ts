import { createHash, createHmac, randomBytes, sign, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { nowSeconds, type Clock } from '../clock';
import { SIGNING_ALGORITHM, type SigningKeys } from './keys';

/** GoTrue's default access-token lifetime; values near 120 s make supabase-js refresh constantly (P3). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  phone: string;
  role: 'authenticated';
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `sub` and `session_id` are our own ids (lower-case uuids); the database reads them as uuids. */
function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export interface TokenSigner {
  /** `<public origin>/auth/v1`: SITE_URL's, or without it the current request's (http/public-origin.ts). */
  readonly issuer: string;
  signAccessToken(claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>): Promise<{ token: string; expiresAt: number }>;
  verifyAccessToken(token: string): Promise<VerifyResult>;
  signAnonKey(): Promise<string>;
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export function createTokenSigner(keys: SigningKeys, siteUrl: string | (() => string), clock: Clock): TokenSigner {
  const origin = typeof siteUrl === 'string' ? () => siteUrl : siteUrl;
  const currentIssuer = () => `${origin()}/auth/v1`;
  const signCompact = createCompactSigner(keys.current.kid, keys.current.privateKey);

  return {
    get issuer() {
      return currentIssuer();
    },
    async signAccessToken(claims) {
      const issuer = currentIssuer();
      const issuedAt = nowSeconds(clock);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = signCompact({ ...claims, aud: 'authenticated', iss: issuer, iat: issuedAt, exp: expiresAt });
      return { token, expiresAt };
    },

    async verifyAccessToken(token) {
      const issuer = currentIssuer();
      try {
        const { payload } = await jwtVerify(token, (protectedHeader) => {
          const key = protectedHeader.kid ? keys.publicKeys.get(protectedHeader.kid) : undefined;
          if (!key) throw new joseErrors.JWKSNoMatchingKey();
          return key;
        }, {
          issuer,
          audience: 'authenticated',
          algorithms: [SIGNING_ALGORITHM],
          currentDate: clock.now(),
          // GoTrue's tokens always carry these; one without `exp` would never expire.
          requiredClaims: ['exp', 'sub', 'session_id'],
        });
        // jose takes an `aud` array that contains the audience; GoTrue signs exactly one string.
        if (payload.aud !== 'authenticated' || payload.role !== 'authenticated' || !isUuid(payload.sub) || !isUuid(payload.session_id)) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: payload as AccessTokenClaims };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },

    async signAnonKey() {
      return signCompact({ role: 'anon', iss: currentIssuer(), iat: nowSeconds(clock) });
    },
  };
}

/**
 * A JWS compact serialisation (RFC 7515) signed with ES256 by node:crypto, at once, on the
 * calling thread: ECDSA P-256 takes some tens of microseconds, while jose's SignJWT goes through
 * WebCrypto, whose every call is a job handed to another thread and back (~7 % of a refresh's CPU
 * in a profile, bench/suites/auth.ts). Verification stays with jose (jwtVerify), so every token is
 * still checked by a library that did not make it.
 */
function createCompactSigner(kid: string, privateKey: KeyObject): (payload: JWTPayload) => string {
  const encodedHeader = base64url(JSON.stringify({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' }));
  return (payload) => {
    const signingInput = `${encodedHeader}.${base64url(JSON.stringify(payload))}`;
    // JWS wants the raw r‖s pair (IEEE P1363), not node's default DER encoding.
    const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    return `${signingInput}.${signature.toString('base64url')}`;
  };
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The refresh token that replaces `parent`. Derived, not random, so that a just-rotated token
 * presented again within the reuse window gets the same child back (GoTrue's behaviour,
 * contract P5) while only hashes are stored. See docs/decisions/002-derived-refresh-tokens.md.
 */
export function deriveChildRefreshToken(secret: string, parent: string): string {
  return createHmac('sha256', secret).update(parent).digest('base64url').slice(0, 32);
}
