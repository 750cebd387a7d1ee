import { FAKE_CAPTION_SETS, FAKE_NICHE } from '../support/fake-ai-provider';
import { expect, expectToast, providerTest as test, signUpThroughApi, SLOW_STREAM, waitForCardWhileGenerating } from './support/fixtures';

/**
 * Issue 5, "Results": 'Option N' cards appear as they stream in. The server here gets its
 * captions from the fake provider streaming at a slow fixed rate (tests/support/fake-ai-provider.ts).
 */

test.afterEach(({ providerApp }) => providerApp.fake.reset());

test('"Option 1" is on screen while the button still says "Generating Magic...", then all five arrive', async ({
  page,
  providerApp,
  newAccount,
}) => {
  // The stream lasts about 8 s by design; room for a loaded machine.
  test.setTimeout(60_000);
  providerApp.fake.setDefault(SLOW_STREAM);
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Your Niche').fill(FAKE_NICHE);
  await page.getByRole('button', { name: 'Generate Captions' }).click();

  await waitForCardWhileGenerating(page);

  const results = page.getByRole('region', { name: 'Caption Variations' });
  await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled({ timeout: 40_000 });
  await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  for (const [index, caption] of FAKE_CAPTION_SETS.en.captions.entries()) {
    await expect(results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Option ${index + 1}` }) })).toContainText(caption);
  }
  expect(providerApp.fake.requests.at(-1)?.streamed).toBe(true);
});
