import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock';

/**
 * Our side of OpenID Connect towards Google (or any issuer named by GOOGLE_ISSUER: the tests run
 * a real provider on loopback). The authorization code flow with PKCE; the ID token is checked
 * for signature, issuer, audience, expiry and nonce here, and the caller decides about the email.
 * See docs/decisions/003-google-sign-in.md.
 */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** What we keep from a verified ID token. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  claims: Record<string, unknown>;
}

export class ProviderError extends Error {
  constructor(
    /** GoTrue's error code for the redirect back to the app. */
    readonly code: 'bad_oauth_callback' | 'provider_email_needs_verification' | 'unexpected_failure',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const SCOPES = 'openid email profile';
/** A provider that does not answer in this time is down, not slow: the user is waiting on a redirect. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Allowed difference between our clock and the provider's, for exp/iat/nbf. */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface GoogleProvider {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Exchanges the provider's code and returns the verified identity. Throws ProviderError. */
  redeemCode(input: { code: string; redirectUri: string; codeVerifier: string; nonce: string }): Promise<ProviderIdentity>;
}

export function createGoogleProvider(settings: GoogleSettings, clock: Clock): GoogleProvider {
  const issuer = settings.issuer.replace(/\/+$/, '');
  let discovery: Promise<{ document: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> | undefined;

  /** The discovery document, fetched once; a failed fetch is forgotten so the next sign-in retries. */
  function discover() {
    discovery ??= (async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok) throw new ProviderError('unexpected_failure', `OpenID discovery answered ${response.status}`);
      const document = (await response.json()) as Discovery;
      // OpenID Connect Discovery §4.3: the document must name the issuer we asked.
      if (document.issuer.replace(/\/+$/, '') !== issuer) throw new ProviderError('unexpected_failure', 'OpenID discovery names another issuer');
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS }) };
    })();
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  }

  return {
    async authorizationUrl(request) {
      const { document } = await discover();
      const url = new URL(document.authorization_endpoint);
      const parameters = {
        client_id: settings.clientId,
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: SCOPES,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      };
      // Added to, not replacing, any query the endpoint already has.
      for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
      return url.toString();
    },

    async redeemCode({ code, redirectUri, codeVerifier, nonce }) {
      const { document, keys } = await discover();
      const response = await fetch(document.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      // The provider's body may echo secrets: only its status goes into the message.
      if (!response.ok) throw new ProviderError('bad_oauth_callback', `The provider refused the code (${response.status})`);
      let tokens: { id_token?: unknown };
      try {
        tokens = (await response.json()) as { id_token?: unknown };
      } catch {
        // Not the parser's message: it quotes the body.
        throw new ProviderError('bad_oauth_callback', 'The provider answered the code exchange with something other than JSON');
      }
      if (typeof tokens.id_token !== 'string') throw new ProviderError('bad_oauth_callback', 'The provider sent no ID token');

      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(tokens.id_token, keys, {
          issuer: [issuer, `${issuer}/`],
          audience: settings.clientId,
          algorithms: ['RS256', 'ES256'],
          currentDate: clock.now(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        throw new ProviderError('bad_oauth_callback', `The ID token did not verify: ${error instanceof Error ? error.message : 'unknown reason'}`);
      }
      if (payload.nonce !== nonce) throw new ProviderError('bad_oauth_callback', 'The ID token was issued for another sign-in (nonce mismatch)');
      // OpenID Connect Core §3.1.3.7: with several audiences, the authorized party must be us.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
        throw new ProviderError('bad_oauth_callback', 'The ID token was issued to another client (azp)');
      }
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      // Google sends a boolean; some older tokens carried the string "true".
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
      return { subject: String(payload.sub), email, emailVerified, claims: payload as Record<string, unknown> };
    },
  };
}
