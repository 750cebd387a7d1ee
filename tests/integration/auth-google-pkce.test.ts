import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigate } from '../support/browser-navigation';
import { openAppPage } from '../support/browser-page';
import { ALLOWED_APP_ORIGIN, FOREIGN_ORIGIN, startGoogleTestServer, type GoogleTestServer } from '../support/google-test-server';
import { startOpenIdProvider, type OpenIdProvider } from '../support/openid-provider';
import { TEST_ENGINES } from '../support/test-database';

/** A clock the test can move forward, for flow-state expiry. */
const shift = { ms: 0 };
const clock = { now: () => new Date(Date.now() + shift.ms) };

describe.each(TEST_ENGINES)('Google sign-in, PKCE client flow, on %s', (dialect) => {
  let provider: OpenIdProvider;
  let google: GoogleTestServer;
  let userCount = 0;

  beforeAll(async () => {
    provider = await startOpenIdProvider();
    google = await startGoogleTestServer(dialect, provider, { clock });
  });
  afterAll(async () => {
    await google?.close();
    await provider?.stop();
  });

  function newPerson(overrides: { email_verified?: boolean } = {}) {
    userCount += 1;
    const person = { sub: `pkce-${dialect}-${userCount}`, email: `Pkce.Person${userCount}@Example.com`, name: `Person ${userCount}`, email_verified: true, ...overrides };
    provider.signInAs(person);
    return person;
  }

  /** What a browser does from the sign-in button to the app's callback page. */
  async function signInAtGoogle(redirectTo = `${google.siteUrl}/auth/callback?next=%2Fhome`) {
    const storage = new Map<string, string>();
    const supabase = google.server.client({ flowType: 'pkce', storage });
    const { data, error } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const landing = await navigate(data.url!, [`${google.siteUrl}/auth/v1/`, provider.issuer]);
    return { supabase, landing, storage };
  }

  it('signs in a new person: ?code= on the redirect, exchanged for a session with a Google identity', async () => {
    const person = newPerson();
    const { supabase, landing } = await signInAtGoogle();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));

    expect(landing.origin + landing.pathname).toBe(`${google.siteUrl}/auth/callback`);
    expect(landing.searchParams.get('next')).toBe('/home');
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(landing.hash).toBe('');

    const { data, error } = await supabase.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(person.email.toLowerCase());
    expect(data.user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(data.user?.identities).toEqual([expect.objectContaining({ provider: 'google', id: person.sub })]);
    expect(data.user?.user_metadata).toMatchObject({ full_name: person.name, email_verified: true });
    expect(events).toContain('SIGNED_IN');

    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(data.user?.id);
    expect(claims.data?.claims.amr).toEqual([expect.objectContaining({ method: 'oauth' })]);
  });

  it('lets the real client, loading the page, exchange ?code= itself (detectSessionInUrl)', async () => {
    const person = newPerson();
    const { landing, storage } = await signInAtGoogle();
    const page = openAppPage(google.server, landing.href, storage, 'pkce');
    try {
      const { error } = await page.supabase.auth.initialize();
      expect(error).toBeNull();
      const { data } = await page.supabase.auth.getSession();
      expect(data.session?.user.email).toBe(person.email.toLowerCase());
      expect(page.events).toContain('SIGNED_IN');
      const after = new URL(page.currentUrl());
      expect(after.searchParams.has('code')).toBe(false);
      expect(after.searchParams.get('next')).toBe('/home');
    } finally {
      page.close();
    }
  });

  it('sent the provider a state, a nonce and an S256 challenge, with our callback as redirect_uri', async () => {
    newPerson();
    await signInAtGoogle();
    const query = provider.lastAuthorization()!;
    expect(query.get('redirect_uri')).toBe(`${google.siteUrl}/auth/v1/callback`);
    expect(query.get('client_id')).toBe(provider.clientId);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toContain('openid');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(query.get('nonce')!.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps only hashes in the flow table while the person is at the provider', async () => {
    newPerson();
    const supabase = google.server.client({ flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: google.siteUrl, skipBrowserRedirect: true } });
    const atProvider = await fetch(data.url!, { redirect: 'manual' });
    const providerUrl = new URL(atProvider.headers.get('location')!);
    const state = providerUrl.searchParams.get('state')!;
    const rows = await google.server.database.db.selectFrom('flow_states').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(state);
    expect(stored).not.toContain(providerUrl.searchParams.get('nonce'));
    expect(rows.every((row) => row.provider_code_verifier === null)).toBe(true);
  });

  it('links a verified Google email to the existing password account', async () => {
    const email = `linked-${dialect}@example.com`;
    const owner = google.server.client();
    const signUp = await owner.auth.signUp({ email, password: 'password-1' });
    expect(signUp.error).toBeNull();
    userCount += 1;
    provider.signInAs({ sub: `linked-${dialect}`, email: email.toUpperCase(), email_verified: true });

    const { supabase, landing } = await signInAtGoogle();
    const { data, error } = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(signUp.data.user?.id);
    expect(data.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email', 'google']);
    // The password still works.
    const again = await google.server.client().auth.signInWithPassword({ email, password: 'password-1' });
    expect(again.error).toBeNull();
  });

  it('signs the same Google person into the same account the second time', async () => {
    const person = newPerson();
    const first = await signInAtGoogle();
    const one = await first.supabase.auth.exchangeCodeForSession(first.landing.searchParams.get('code')!);
    provider.signInAs(person);
    const second = await signInAtGoogle();
    const two = await second.supabase.auth.exchangeCodeForSession(second.landing.searchParams.get('code')!);
    expect(two.data.user?.id).toBe(one.data.user?.id);
    expect(two.data.user?.identities).toHaveLength(1);
  });

  it('accepts a code only once', async () => {
    newPerson();
    const { supabase, landing, storage } = await signInAtGoogle();
    const code = landing.searchParams.get('code')!;
    const verifierKey = [...storage.keys()].find((key) => key.endsWith('-auth-token-code-verifier'))!;
    const verifier = JSON.parse(storage.get(verifierKey)!) as string;
    const first = await supabase.auth.exchangeCodeForSession(code);
    expect(first.error).toBeNull();
    const response = await google.server.request('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('refuses a code with the wrong verifier (400 bad_code_verifier) and keeps it for the right one', async () => {
    newPerson();
    const { supabase, landing } = await signInAtGoogle();
    const code = landing.searchParams.get('code')!;
    const response = await google.server.request('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'b'.repeat(64) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_code_verifier', error_code: 'bad_code_verifier' });
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
  });

  it('refuses a code older than five minutes (flow_state_expired)', async () => {
    newPerson();
    const { supabase, landing } = await signInAtGoogle();
    shift.ms += 5 * 60_000 + 1_000;
    try {
      const { error } = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
      expect(error?.code).toBe('flow_state_expired');
    } finally {
      shift.ms = 0;
    }
  });

  it('answers 400 validation_failed when the code or verifier is missing', async () => {
    const response = await google.server.request('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ auth_code: null, code_verifier: null }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('sends a tampered state back to the site with bad_oauth_state, and signs nobody in', async () => {
    newPerson();
    const supabase = google.server.client({ flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${google.siteUrl}/auth/callback`, skipBrowserRedirect: true } });
    const atProvider = await fetch(data.url!, { redirect: 'manual' });
    const providerUrl = new URL(atProvider.headers.get('location')!);
    providerUrl.searchParams.set('state', `${providerUrl.searchParams.get('state')}x`);
    const landing = await navigate(providerUrl.href, [`${google.siteUrl}/auth/v1/`, provider.issuer]);
    expect(landing.origin + landing.pathname).toBe(`${google.siteUrl}/`);
    expect(landing.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(landing.searchParams.get('error')).toBe('invalid_request');
    expect(landing.searchParams.get('error_description')).toBeTruthy();
    expect(landing.searchParams.get('code')).toBeNull();
  });

  it('refuses an ID token with the wrong nonce', async () => {
    newPerson();
    provider.changeNextIdToken((payload) => {
      payload.nonce = 'a-nonce-from-another-sign-in';
    });
    const { landing } = await signInAtGoogle();
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('error_code')).toBe('bad_oauth_callback');
    expect(landing.searchParams.get('error_description')).toMatch(/nonce/);
    expect(landing.searchParams.get('code')).toBeNull();
  });

  it('refuses an ID token for another audience, from another issuer, or expired', async () => {
    newPerson();
    provider.changeNextIdToken((payload) => {
      payload.aud = 'someone-elses-client';
    });
    const wrongAudience = await signInAtGoogle();
    expect(wrongAudience.landing.searchParams.get('error_code')).toBe('bad_oauth_callback');
    provider.changeNextIdToken((payload) => {
      payload.aud = [provider.clientId, 'someone-elses-client'];
      payload.azp = 'someone-elses-client';
    });
    const sharedAudience = await signInAtGoogle();
    expect(sharedAudience.landing.searchParams.get('error_code')).toBe('bad_oauth_callback');
    provider.changeNextIdToken((payload) => {
      payload.iss = 'https://accounts.google.com';
    });
    const wrongIssuer = await signInAtGoogle();
    expect(wrongIssuer.landing.searchParams.get('error_code')).toBe('bad_oauth_callback');
    provider.changeNextIdToken((payload) => {
      payload.exp = Math.floor(Date.now() / 1000) - 3600;
    });
    const expired = await signInAtGoogle();
    expect(expired.landing.searchParams.get('error_code')).toBe('bad_oauth_callback');
  });

  it('refuses an unverified Google email (provider_email_needs_verification) and creates no account', async () => {
    const person = newPerson({ email_verified: false });
    const { landing } = await signInAtGoogle();
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    const user = await google.server.database.db.selectFrom('users').select('id').where('email', '=', person.email.toLowerCase()).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('sends a redirect_to off the allow-list to the site URL instead', async () => {
    newPerson();
    const { supabase, landing } = await signInAtGoogle(`${FOREIGN_ORIGIN}/steal`);
    expect(landing.origin).toBe(google.siteUrl);
    expect(landing.pathname).toBe('/');
    const { error } = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
  });

  it('honours a redirect_to on the allow-list', async () => {
    newPerson();
    const { landing } = await signInAtGoogle(`${ALLOWED_APP_ORIGIN}/auth/callback`);
    expect(landing.origin + landing.pathname).toBe(`${ALLOWED_APP_ORIGIN}/auth/callback`);
    expect(landing.searchParams.get('code')).toBeTruthy();
  });

  it('passes a provider error back as error, error_code and error_description', async () => {
    newPerson();
    provider.refuseNextAuthorization('access_denied', 'The user cancelled the sign-in');
    const { landing } = await signInAtGoogle();
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_code')).toBe('access_denied');
    expect(landing.searchParams.get('error_description')).toBe('The user cancelled the sign-in');
  });

  it('refuses a replayed callback (the state is single-use)', async () => {
    newPerson();
    const supabase = google.server.client({ flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${google.siteUrl}/auth/callback`, skipBrowserRedirect: true } });
    const atProvider = await fetch(data.url!, { redirect: 'manual' });
    const providerAnswer = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
    const callback = providerAnswer.headers.get('location')!;
    const first = await navigate(callback, [`${google.siteUrl}/auth/v1/`]);
    expect(first.searchParams.get('code')).toBeTruthy();
    const replay = await navigate(callback, [`${google.siteUrl}/auth/v1/`]);
    expect(replay.searchParams.get('error_code')).toBe('bad_oauth_state');
  });
});
