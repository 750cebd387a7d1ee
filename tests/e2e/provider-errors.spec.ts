import type { Page, Request } from '@playwright/test';
import { FAKE_CAPTION_SETS, FAKE_NICHE, type FakeScriptKind } from '../support/fake-ai-provider';
import { expect, expectToast, providerTest as test, signUpThroughApi } from './support/fixtures';

/**
 * spec §8: what a person sees when the AI provider fails. The app server here gets its captions
 * from a fake OpenAI-compatible provider (tests/support/fake-ai-provider.ts) scripted per test.
 */

test.afterEach(({ providerApp }) => providerApp.fake.reset());

async function generateWhileProviderAnswers(page: Page, fake: { setDefault(kind: FakeScriptKind): void }, kind: FakeScriptKind) {
  // Every provider call in this test gets the same answer, however many the server makes.
  fake.setDefault(kind);
  await page.getByLabel('Your Niche').fill(FAKE_NICHE);
  await page.getByRole('button', { name: 'Generate Captions' }).click();
}

test('the provider answers 429: "Rate limit exceeded. Please try again in a moment."', async ({ page, providerApp, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await generateWhileProviderAnswers(page, providerApp.fake, 'rate-limited');
  await expectToast(page, 'Error', 'Rate limit exceeded. Please try again in a moment.');
  // issue 15: the button says when to try again (the server's Retry-After, 30 s by default for a provider's limit).
  await expect(page.getByRole('button', { name: /^Try again in \d+ s$/ })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Caption Variations' })).toHaveCount(0);
  expect(providerApp.fake.requests.length).toBeGreaterThan(0);
});

test('the provider answers 402: "AI credits depleted. Please add credits to continue."', async ({ page, providerApp, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await generateWhileProviderAnswers(page, providerApp.fake, 'out-of-credits');
  await expectToast(page, 'Error', 'AI credits depleted. Please add credits to continue.');
  await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Caption Variations' })).toHaveCount(0);
});

test('any other failure shows the toast "Error" with the server\'s message', async ({ page, providerApp, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await generateWhileProviderAnswers(page, providerApp.fake, 'bad-key');
  await expectToast(page, 'Error', 'The AI provider did not accept this server’s key. Please tell the site’s administrator.');
  await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
});

test('a working provider: its five captions and hashtags are shown', async ({ page, providerApp, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await generateWhileProviderAnswers(page, providerApp.fake, 'good');
  await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
  const results = page.getByRole('region', { name: 'Caption Variations' });
  for (const [index, caption] of FAKE_CAPTION_SETS.en.captions.entries()) {
    await expect(results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Option ${index + 1}` }) })).toContainText(caption);
  }
  await expect(results.locator('ul > li')).toHaveText(FAKE_CAPTION_SETS.en.hashtags.map((tag) => `#${tag}`));
});

/**
 * Where the browser cannot read a response body as a stream, the app asks through supabase-js's
 * functions.invoke (src/client/lib/generate-content.ts), which reports every non-2xx with one
 * fixed message: the status and the server's message come from `error.context`. Removing
 * ReadableStream before the page's scripts run is how such a browser looks to the app.
 */
test.describe('without streaming (functions.invoke)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { ReadableStream?: unknown }).ReadableStream;
    });
  });

  /** Generates and returns the request, checking it went through invoke (JSON, not a stream). */
  async function generateWithoutStreaming(page: Page, fake: { setDefault(kind: FakeScriptKind): void }, kind: FakeScriptKind): Promise<Request> {
    const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/generate-content') && request.method() === 'POST');
    await generateWhileProviderAnswers(page, fake, kind);
    const request = await sent;
    expect((await request.allHeaders()).accept ?? '').not.toContain('text/event-stream');
    return request;
  }

  test('429: "Rate limit exceeded. Please try again in a moment."', async ({ page, providerApp, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 429 \(Too Many Requests\) \(.*\/functions\/v1\/generate-content\)$/);
    await signUpThroughApi(page, newAccount());
    await generateWithoutStreaming(page, providerApp.fake, 'rate-limited');
    await expectToast(page, 'Error', 'Rate limit exceeded. Please try again in a moment.');
    await expect(page.getByRole('button', { name: /^Try again in \d+ s$/ })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Caption Variations' })).toHaveCount(0);
  });

  test('402: "AI credits depleted. Please add credits to continue."', async ({ page, providerApp, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 402 \(Payment Required\) \(.*\/functions\/v1\/generate-content\)$/);
    await signUpThroughApi(page, newAccount());
    await generateWithoutStreaming(page, providerApp.fake, 'out-of-credits');
    await expectToast(page, 'Error', 'AI credits depleted. Please add credits to continue.');
    await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
  });

  test('another failure: "Error" with the server\'s message, not supabase-js\'s fixed one', async ({ page, providerApp, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 502 \(Bad Gateway\) \(.*\/functions\/v1\/generate-content\)$/);
    await signUpThroughApi(page, newAccount());
    await generateWithoutStreaming(page, providerApp.fake, 'bad-key');
    await expectToast(page, 'Error', 'The AI provider did not accept this server’s key. Please tell the site’s administrator.');
  });

  test('a working provider: the five captions and the "Generated!" toast', async ({ page, providerApp, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await generateWithoutStreaming(page, providerApp.fake, 'good');
    await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
    const results = page.getByRole('region', { name: 'Caption Variations' });
    await expect(results.getByRole('heading', { name: /^Option \d$/ })).toHaveText(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5']);
    await expect(results.getByRole('listitem').first()).toContainText(FAKE_CAPTION_SETS.en.captions[0]);
  });
});
