import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fragmentParams, navigate } from '../support/browser-navigation';
import { openAppPage } from '../support/browser-page';
import { ALLOWED_APP_ORIGIN, FOREIGN_ORIGIN, startGoogleTestServer, type GoogleTestServer } from '../support/google-test-server';
import { startOpenIdProvider, type OpenIdProvider } from '../support/openid-provider';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(TEST_ENGINES)('Google sign-in, implicit client flow (the supabase-js default), on %s', (dialect) => {
  let provider: OpenIdProvider;
  let google: GoogleTestServer;
  let userCount = 0;

  beforeAll(async () => {
    provider = await startOpenIdProvider();
    google = await startGoogleTestServer(dialect, provider);
  });
  afterAll(async () => {
    await google?.close();
    await provider?.stop();
  });

  function newPerson(overrides: { email_verified?: boolean } = {}) {
    userCount += 1;
    const person = { sub: `implicit-${dialect}-${userCount}`, email: `implicit${userCount}@example.com`, name: `Implicit ${userCount}`, email_verified: true, ...overrides };
    provider.signInAs(person);
    return person;
  }

  async function signInAtGoogle(redirectTo = `${google.siteUrl}/auth/callback`) {
    const supabase = google.server.client();
    const { data, error } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    expect(new URL(data.url!).searchParams.has('code_challenge')).toBe(false);
    const landing = await navigate(data.url!, [`${google.siteUrl}/auth/v1/`, provider.issuer]);
    return { supabase, landing };
  }

  it('puts a whole session in the fragment, which the client turns into a signed-in session', async () => {
    const person = newPerson();
    const { supabase, landing } = await signInAtGoogle();
    expect(landing.origin + landing.pathname).toBe(`${google.siteUrl}/auth/callback`);
    expect(landing.search).toBe('');
    const fragment = fragmentParams(landing);
    // What supabase-js requires of an implicit redirect (contract §2.4).
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    const accessToken = fragment.get('access_token')!;
    const refreshToken = fragment.get('refresh_token')!;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken).toBeTruthy();

    // The client then calls GET /user with the fragment's token and stores the session.
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data: userData, error: userError } = await supabase.auth.getUser(accessToken);
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe(person.email);
    expect(userData.user?.identities?.[0]).toMatchObject({ provider: 'google', id: person.sub });

    const { data, error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect(error).toBeNull();
    expect(data.session?.user.app_metadata.provider).toBe('google');
    expect(events).toContain('SIGNED_IN');
    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.email).toBe(person.email);

    // The refresh token from the fragment rotates like any other.
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(refreshToken);
  });

  it('lets the real client, loading the page, take the session from the fragment (detectSessionInUrl)', async () => {
    const person = newPerson();
    const { landing } = await signInAtGoogle();
    const page = openAppPage(google.server, landing.href, new Map(), 'implicit');
    try {
      const { error } = await page.supabase.auth.initialize();
      expect(error).toBeNull();
      const { data } = await page.supabase.auth.getSession();
      expect(data.session?.user.email).toBe(person.email);
      expect(data.session?.user.app_metadata.provider).toBe('google');
      // supabase-js announces it on the next turn of the event loop.
      await vi.waitFor(() => expect(page.events).toContain('SIGNED_IN'));
      expect(page.currentUrl()).not.toContain('access_token');
    } finally {
      page.close();
    }
  });

  it('hands a refused sign-in to the real client as an error, with no session', async () => {
    newPerson({ email_verified: false });
    const { landing } = await signInAtGoogle();
    const page = openAppPage(google.server, landing.href, new Map(), 'implicit');
    try {
      const { error } = await page.supabase.auth.initialize();
      expect(error?.name).toBe('AuthImplicitGrantRedirectError');
      expect(error?.message).toMatch(/verify/i);
      expect((await page.supabase.auth.getSession()).data.session).toBeNull();
    } finally {
      page.close();
    }
  });

  it('sends a tampered state back to the site with bad_oauth_state', async () => {
    newPerson();
    const supabase = google.server.client();
    const { data } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${google.siteUrl}/auth/callback`, skipBrowserRedirect: true } });
    const atProvider = await fetch(data.url!, { redirect: 'manual' });
    const providerUrl = new URL(atProvider.headers.get('location')!);
    providerUrl.searchParams.set('state', 'forged-state-value-forged-state-value');
    const landing = await navigate(providerUrl.href, [`${google.siteUrl}/auth/v1/`, provider.issuer]);
    expect(landing.href.startsWith(`${google.siteUrl}/?`)).toBe(true);
    expect(landing.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(fragmentParams(landing).get('access_token')).toBeNull();
  });

  it('refuses an ID token with the wrong nonce', async () => {
    newPerson();
    provider.changeNextIdToken((payload) => {
      payload.nonce = 'replayed-nonce';
    });
    const { landing } = await signInAtGoogle();
    expect(landing.searchParams.get('error_code')).toBe('bad_oauth_callback');
    expect(fragmentParams(landing).get('access_token')).toBeNull();
  });

  it('refuses an unverified Google email', async () => {
    newPerson({ email_verified: false });
    const { landing } = await signInAtGoogle();
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(landing.searchParams.get('error_description')).toMatch(/verify/i);
    expect(fragmentParams(landing).get('access_token')).toBeNull();
  });

  it('refuses an ID token without email_verified', async () => {
    const person = newPerson();
    provider.signInAs({ sub: person.sub, email: person.email });
    const { landing } = await signInAtGoogle();
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
  });

  it('never delivers tokens to a redirect_to off the allow-list: they go to the site URL', async () => {
    newPerson();
    const { landing } = await signInAtGoogle(`${FOREIGN_ORIGIN}/collect`);
    expect(landing.origin).toBe(google.siteUrl);
    expect(fragmentParams(landing).get('access_token')).toBeTruthy();
  });

  it('refuses look-alike hosts of an allow-listed origin', async () => {
    newPerson();
    const { landing } = await signInAtGoogle(`${ALLOWED_APP_ORIGIN}.attacker.example/collect`);
    expect(landing.origin).toBe(google.siteUrl);
  });

  it('delivers to an allow-listed redirect_to, keeping its own query', async () => {
    newPerson();
    const { landing } = await signInAtGoogle(`${ALLOWED_APP_ORIGIN}/welcome?tab=saved`);
    expect(landing.origin + landing.pathname).toBe(`${ALLOWED_APP_ORIGIN}/welcome`);
    expect(landing.searchParams.get('tab')).toBe('saved');
    expect(fragmentParams(landing).get('access_token')).toBeTruthy();
  });

  it('passes a provider error back to the app', async () => {
    newPerson();
    provider.refuseNextAuthorization('access_denied', 'The user said no');
    const { landing } = await signInAtGoogle();
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_description')).toBe('The user said no');
    expect(fragmentParams(landing).get('access_token')).toBeNull();
  });

  it('answers /authorize without an apikey (a navigation), with security headers on the redirect', async () => {
    const response = await fetch(`${google.siteUrl}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')!.startsWith(provider.issuer)).toBe(true);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it('says google is on in /settings', async () => {
    const response = await google.server.request('/auth/v1/settings');
    expect(await response.json()).toMatchObject({ external: { google: true } });
  });
});

describe.each(TEST_ENGINES)('Google sign-in not configured, on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('says google is off in /settings', async () => {
    const response = await server.request('/auth/v1/settings');
    expect(await response.json()).toMatchObject({ external: { google: false }, disable_signup: false, mailer_autoconfirm: true });
  });

  it('answers /authorize with 400 "Unsupported provider: provider is not enabled"', async () => {
    const response = await server.request('/auth/v1/authorize?provider=google&redirect_to=http%3A%2F%2F127.0.0.1%3A54321', { headers: { apikey: '' }, redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('answers an unknown provider with 400 validation_failed', async () => {
    const response = await server.request('/auth/v1/authorize?provider=myspace', { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', msg: 'Unsupported provider: provider myspace could not be found' });
  });
});
