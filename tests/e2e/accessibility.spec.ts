import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FAKE_NICHE } from '../support/fake-ai-provider';
import {
  expect,
  expectToast,
  holdSavedPostsList,
  insertSavedPost,
  providerTest,
  signUpThroughApi,
  SLOW_STREAM,
  test,
  waitForCardWhileGenerating,
} from './support/fixtures';

/**
 * docs/ui-reference.md, "Accessibility rules": axe-core on every screen, no violations. Each
 * screen is checked in the state a person sees most (the Generate tab with results, the Saved
 * Posts tab with items), with WCAG 2.x A and AA rules and axe's best practices.
 */

/** Presses Tab until the focused element is the one `isTarget` recognises (at most 40 presses). */
async function tabTo(page: Page, description: string, isTarget: (element: Element) => boolean): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${isTarget.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${description}`);
}

/** The focused element shows a focus ring: an outline of some width, not 'none'. */
async function expectFocusRing(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test('the sign-in screen has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('the sign-up mode of the sign-in screen has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('the Generate tab with results has no accessibility violations', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await expectNoViolations(page);
  await page.getByLabel('Your Niche').fill('vegan bakery');
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
  await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
  // With the 'Generated!' toast showing: it is part of what a person sees.
  await expectNoViolations(page);
});

test('the Saved Posts tab with items has no accessibility violations', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, {
    caption: 'Sourdough Sundays are back.',
    hashtags: ['sourdough', 'veganbaking', 'plantbased', 'bakery', 'breadlover', 'crumbshot', 'weekendbake'],
    mood: 'celebratory',
  });
  await insertSavedPost(page, session, { caption: 'Fresh loaves at dawn.', hashtags: ['bread'], mood: 'professional' });
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  await expect(page.getByRole('button', { name: 'Delete saved post' })).toHaveCount(2);
  await expectNoViolations(page);
});

test('the Saved Posts loading placeholders have no accessibility violations', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Fresh loaves at dawn.', hashtags: ['bread'], mood: 'professional' });
  // The list request waits until the check is done, so the placeholders stay on screen.
  const release = await holdSavedPostsList(page);
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Saved Posts' }).getByRole('status')).toContainText('Loading saved posts');
  await expectNoViolations(page);
  release();
  await expect(page.getByRole('button', { name: 'Delete saved post' })).toHaveCount(1);
});

providerTest.describe('while captions stream in', () => {
  providerTest.afterEach(({ providerApp }) => providerApp.fake.reset());

  providerTest('the Generate tab has no accessibility violations', async ({ page, providerApp, newAccount }) => {
    // Far slower than SLOW_STREAM (about 45 s), so the stream outlasts axe's check even on a
    // loaded machine, where one check took over 15 s; the test ends without waiting for the rest.
    providerTest.setTimeout(60_000);
    providerApp.fake.setDefault({ ...SLOW_STREAM, chunkChars: 2, chunkDelayMs: 70 });
    await signUpThroughApi(page, newAccount());
    await page.getByLabel('Your Niche').fill(FAKE_NICHE);
    await page.getByRole('button', { name: 'Generate Captions' }).click();
    await waitForCardWhileGenerating(page);
    await expectNoViolations(page);
    // The page checked was the busy one: the generation had not finished.
    expect(await page.getByRole('button', { name: 'Generating Magic...' }).isVisible()).toBe(true);
  });
});

test('the empty Saved Posts tab has no accessibility violations', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  await expect(page.getByText('No saved posts yet. Generate and save some content to see them here!')).toBeVisible();
  await expectNoViolations(page);
});

test('the 404 page has no accessibility violations', async ({ page, allowConsoleErrors }) => {
  // Its status is 404, which Chromium logs.
  allowConsoleErrors(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/anything\)$/);
  await page.goto('/anything');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expectNoViolations(page);
});

test('an error toast has no accessibility violations', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400 \(Bad Request\) \(.*\/auth\/v1\/token\?grant_type=password\)$/);
  await page.goto('/');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Error', 'Invalid login credentials');
  await expectNoViolations(page);
});

test('with the keyboard alone a person signs up, generates, copies and saves, seeing a focus ring on each control', async ({
  page,
  context,
  baseURL,
  newAccount,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const account = newAccount();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await tabTo(page, 'the sign-up link', (element) => element.textContent === "Don't have an account? Sign up");
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await tabTo(page, 'the email field', (element) => element.id === 'email');
  await expectFocusRing(page);
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Account created!', 'You can now start generating content.');

  await tabTo(page, 'the niche field', (element) => element.id === 'niche');
  await expectFocusRing(page);
  await page.keyboard.type('vegan bakery');
  await tabTo(page, 'the Generate button', (element) => element.textContent?.includes('Generate Captions') ?? false);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();

  await tabTo(page, 'the first copy button', (element) => element.getAttribute('aria-label') === 'Copy caption 1');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Copied!', 'Caption copied to clipboard');
  await tabTo(page, 'the first Save button', (element) => element.getAttribute('aria-label') === 'Save caption 1');
  await expectFocusRing(page);
  await page.keyboard.press('Space');
  await expectToast(page, 'Saved!', 'Post saved to your collection');
});

test('with reduced motion asked for, the result cards do not slide in', async ({ page, newAccount }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Your Niche').fill('vegan bakery');
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
  const card = page.getByRole('region', { name: 'Caption Variations' }).getByRole('listitem').first();
  const animation = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
  });
  // Either no animation at all or one too short to see (a millisecond).
  expect(animation.name === 'none' || animation.seconds <= 0.01).toBe(true);
});
