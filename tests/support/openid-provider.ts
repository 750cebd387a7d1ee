import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server) standing in for Google: it
 * serves discovery and a key set, answers /authorize with a redirect carrying a code, checks our
 * PKCE verifier at /token and signs RS256 ID tokens. Each test says who signs in next and may
 * spoil the next answer (wrong nonce, unverified email, an error instead of a code).
 */
export interface ProviderUser {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

export interface OpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person who signs in at the provider from now on. */
  signInAs(user: ProviderUser): void;
  /** Changes the next ID token just before it is signed. */
  changeNextIdToken(change: (payload: Record<string, unknown>) => void): void;
  /** The next /authorize answers with this error instead of a code (e.g. the user cancelled). */
  refuseNextAuthorization(error: string, description: string): void;
  /** The query of the last /authorize request the provider received. */
  lastAuthorization(): URLSearchParams | undefined;
  stop(): Promise<void>;
}

export async function startOpenIdProvider(): Promise<OpenIdProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The library names itself "localhost", which Node may resolve to ::1, where nothing listens.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;

  const clientId = 'captioncraft-test-client.apps.example';
  let user: ProviderUser = { sub: '100000000000000000001', email: 'someone@example.com', email_verified: true };
  let idTokenChange: ((payload: Record<string, unknown>) => void) | undefined;
  let refusal: { error: string; description: string } | undefined;
  let lastQuery: URLSearchParams | undefined;

  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    // The ID token is the one addressed to our client; the access token carries a scope instead.
    if (token.payload.aud !== clientId) return;
    Object.assign(token.payload, { ...user });
    if (user.email_verified === undefined) delete token.payload.email_verified;
    idTokenChange?.(token.payload);
    idTokenChange = undefined;
  });

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    lastQuery = new URL(request.url ?? '/', 'http://provider').searchParams;
    if (!refusal) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', refusal.error);
    redirect.url.searchParams.set('error_description', refusal.description);
    refusal = undefined;
  });

  return {
    issuer: server.issuer.url,
    clientId,
    clientSecret: 'test-client-secret',
    signInAs(next) {
      user = next;
    },
    changeNextIdToken(change) {
      idTokenChange = change;
    },
    refuseNextAuthorization(error, description) {
      refusal = { error, description };
    },
    lastAuthorization: () => lastQuery,
    stop: () => server.stop(),
  };
}
