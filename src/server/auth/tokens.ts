import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
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

export interface TokenSigner {
  issuer: string;
  signAccessToken(claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>): Promise<{ token: string; expiresAt: number }>;
  verifyAccessToken(token: string): Promise<VerifyResult>;
  signAnonKey(): Promise<string>;
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export function createTokenSigner(keys: SigningKeys, siteUrl: string, clock: Clock): TokenSigner {
  const issuer = `${siteUrl}/auth/v1`;
  const header = { alg: SIGNING_ALGORITHM, kid: keys.current.kid, typ: 'JWT' };

  return {
    issuer,
    async signAccessToken(claims) {
      const issuedAt = nowSeconds(clock);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ ...claims, aud: 'authenticated' })
        .setProtectedHeader(header)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(keys.current.privateKey);
      return { token, expiresAt };
    },

    async verifyAccessToken(token) {
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
        });
        if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: payload as AccessTokenClaims };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },

    async signAnonKey() {
      return new SignJWT({ role: 'anon' })
        .setProtectedHeader(header)
        .setIssuer(issuer)
        .setIssuedAt(nowSeconds(clock))
        .sign(keys.current.privateKey);
    },
  };
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
