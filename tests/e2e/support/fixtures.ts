import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { startFakeAiProvider, type FakeAiProvider, type FakeScript } from '../../support/fake-ai-provider';
import { startOpenIdProvider, type OpenIdProvider } from '../../support/openid-provider';
import { startAppServer, type AppServer } from './app-server';

/**
 * `app`: one server per worker on its own fresh database, with the offline composer.
 * `providerApp`: a second server per worker whose captions come from a fake AI provider
 * (OpenAI-compatible chat completions) that a test scripts, e.g. to answer 429 or 402.
 * `googleApp`: a server with Google sign-in pointed at a loopback OpenID provider.
 * Worker fixtures start only when a test asks for them.
 * `newAccount()`: a unique email and password for a test's own user.
 * Every test fails on an uncaught exception in its page, on any console message about the
 * Content Security Policy, and on any console error it did not declare with `allowConsoleErrors`.
 *
 * The e2e tests quote the spec's texts literally instead of importing src/shared/texts.ts: they
 * check what a person sees against the spec, so a wrong entry there must fail them.
 */
export interface ProviderApp {
  server: AppServer;
  fake: FakeAiProvider;
}

export interface GoogleApp {
  server: AppServer;
  provider: OpenIdProvider;
}

export interface Account {
  email: string;
  password: string;
}

/** What a signed-in test needs to call the API itself (the public key and the user's token). */
export interface ApiSession {
  anonKey: string;
  accessToken: string;
  userId: string;
}

interface WorkerFixtures {
  app: AppServer;
  providerApp: ProviderApp;
  googleApp: GoogleApp;
}
interface TestFixtures {
  newAccount: () => Account;
  failOnPageError: void;
  failOnConsoleProblems: void;
  /**
   * Declares console errors this test provokes on purpose, such as Chromium's "Failed to load
   * resource: the server responded with a status of 400 (Bad Request)" for a wrong password.
   * Each pattern is matched against the message followed by its URL in brackets.
   */
  allowConsoleErrors: (...expected: RegExp[]) => void;
  /** The patterns `allowConsoleErrors` collected (one list per test). */
  expectedConsoleErrors: RegExp[];
}

/** The auth client's storage key for the session (src/client/lib/auth-storage-key.ts). */
const AUTH_STORAGE_KEY = 'captioncraft-auth';

let accounts = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // Playwright requires the destructuring pattern for fixture dependencies, even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  providerApp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeAiProvider();
      const server = await startAppServer({
        CAPTION_PROVIDER: 'openai-compatible',
        CAPTION_API_KEY: 'test',
        CAPTION_MODEL: 'fake-model',
        CAPTION_BASE_URL: `${fake.url}/v1`,
      });
      await use({ server, fake });
      await server.stop();
      await fake.close();
    },
    { scope: 'worker' },
  ],
  googleApp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const provider = await startOpenIdProvider();
      const server = await startAppServer({
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      });
      await use({ server, provider });
      await server.stop();
      await provider.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  // An uncaught exception in the page is a bug even when the screen looks right.
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  expectedConsoleErrors: async ({}, use) => use([]),
  allowConsoleErrors: async ({ expectedConsoleErrors }, use) => {
    await use((...patterns) => void expectedConsoleErrors.push(...patterns));
  },
  // A CSP violation is only a console message (no exception): a blocked script or style fails
  // silently otherwise. Any other console error is a bug unless the test expects it. Listened to
  // on the context, so a second tab of the same test counts too.
  failOnConsoleProblems: [
    async ({ context, expectedConsoleErrors: expected }, use) => {
      const policyMessages: string[] = [];
      const unexpectedErrors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        // The text with the URL it is about, so a test can expect an error for one address only.
        const described = `${message.text()} (${message.location().url})`;
        if (/Content Security Policy/i.test(described)) policyMessages.push(described);
        else if (message.type() === 'error' && !expected.some((pattern) => pattern.test(described))) unexpectedErrors.push(described);
      };
      context.on('console', onConsole);
      await use();
      context.off('console', onConsole);
      expect(policyMessages, 'Content Security Policy messages in the console').toEqual([]);
      expect(unexpectedErrors, 'console errors the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  newAccount: async ({}, use, testInfo) => {
    await use(() => {
      accounts += 1;
      return { email: `creator-${testInfo.workerIndex}-${accounts}-${Date.now()}@example.com`, password: 'correct-horse-9' };
    });
  },
});

/** Tests against the server whose captions come from the scripted fake provider. */
export const providerTest = test.extend({
  baseURL: async ({ providerApp }, use) => use(providerApp.server.url),
});

/** Tests against the server with Google sign-in configured. */
export const googleTest = test.extend({
  baseURL: async ({ googleApp }, use) => use(googleApp.server.url),
});

export { expect };

/** The main screen is showing: its Generate tab is there. */
export async function expectMainScreen(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Generate' })).toBeVisible();
}

/** Signs up through the sign-in screen, as a person would, and waits for the main screen. */
export async function signUpThroughUi(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectMainScreen(page);
}

/** The public anon key the server writes into index.html (what the browser's client uses). */
async function readAnonKey(page: Page): Promise<string> {
  return (await readAppPage(page)).anonKey;
}

async function readAppPage(page: Page): Promise<{ anonKey: string; origin: string }> {
  const response = await page.request.get('/');
  const key = /<meta name="supabase-anon-key" content="([^"]*)">/.exec(await response.text())?.[1];
  if (!key) throw new Error('index.html has no supabase-anon-key meta tag');
  return { anonKey: key, origin: new URL(response.url()).origin };
}

async function requestSignUp(page: Page, account: Account, anonKey: string) {
  const response = await page.request.post('/auth/v1/signup', {
    headers: { apikey: anonKey },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { access_token: string; expires_in: number; expires_at?: number; user: { id: string } };
}

/**
 * Creates the account through the auth API and stores the session where supabase-js looks for
 * it, then opens the app: for tests about something other than signing in. The session is
 * written by a script that runs before the page's own, so the app boots once, already signed in.
 * It writes once per tab (a flag in sessionStorage): a reload after signing out stays signed out.
 * (Opening a same-origin file first to write it made Chromium ask for /favicon.ico, a 404.)
 */
export async function signUpThroughApi(page: Page, account: Account): Promise<ApiSession> {
  const { anonKey, origin } = await readAppPage(page);
  const session = await requestSignUp(page, account, anonKey);
  const stored = { ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in };
  await page.addInitScript(
    ([key, value, appOrigin, flag]) => {
      if (window.location.origin !== appOrigin || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, 'written');
      localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(stored), origin, `e2e-session-written-${session.user.id}`] as const,
  );
  await page.goto('/');
  await expectMainScreen(page);
  return { anonKey, accessToken: session.access_token, userId: session.user.id };
}

/** Creates an account through the auth API, then opens the (signed-out) sign-in screen. */
export async function createAccountThroughApi(page: Page, account: Account): Promise<void> {
  await requestSignUp(page, account, await readAnonKey(page));
  await page.goto('/');
}

/** Inserts a saved post through the REST API as the signed-in user (for tests about the list). */
export async function insertSavedPost(
  page: Page,
  session: ApiSession,
  post: { caption: string; hashtags: string[]; mood: string; [column: string]: unknown },
): Promise<void> {
  const response = await page.request.post('/rest/v1/saved_posts', {
    headers: { apikey: session.anonKey, Authorization: `Bearer ${session.accessToken}`, Prefer: 'return=minimal' },
    data: { user_id: session.userId, ...post },
  });
  expect(response.status()).toBe(201);
}

/**
 * Holds the browser's saved-posts list requests until the returned function is called, so a test
 * can look at the loading placeholders for as long as it needs.
 */
export async function holdSavedPostsList(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/saved_posts**', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}

/** Waits for a toast with exactly this title (and description) to show (src/client/components/ui/toaster.tsx's markup). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[data-toast]').filter({ has: page.getByText(title, { exact: true }) });
  const matching = description ? toast.filter({ has: page.getByText(description, { exact: true }) }) : toast;
  await expect(matching.first()).toBeVisible();
}

/**
 * The fake provider's good answer streamed at a slow fixed rate: 6 characters every 40 ms, about
 * 8 s for its ~1,200 characters, so a test can see cards arrive while the generation runs.
 */
export const SLOW_STREAM: FakeScript = { kind: 'good', chunkChars: 6, chunkDelayMs: 40 };

/**
 * Waits for the moment an 'Option 1' card is on screen while the button still says 'Generating
 * Magic...': both read in the same look at the page, so the answer does not depend on timing.
 */
export async function waitForCardWhileGenerating(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const headings = [...document.querySelectorAll('h3')].map((heading) => heading.textContent?.trim());
    const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent?.trim());
    return headings.includes('Option 1') && buttons.includes('Generating Magic...');
  });
}
