import type { AccessTokenClaims } from '../../src/server/auth/tokens';

/** The claims the server signs into an access token (all but iss, aud, iat, exp), for signer tests. */
export function accessTokenClaims(sessionId: string, metadata: Record<string, unknown> = {}): Omit<AccessTokenClaims, 'iss' | 'aud' | 'iat' | 'exp'> {
  return {
    sub: '6d1c3f0e-2a57-4d55-9a2e-0c6f7f2b9d11',
    email: 'someone@example.com',
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: 1 }],
    session_id: sessionId,
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
  };
}
