import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, insertSavedPost, signUpThroughApi, test } from './support/fixtures';

/**
 * docs/ui-reference.md, "Accessibility rules": axe-core on every screen, no violations. Each
 * screen is checked in the state a person sees most (the Generate tab with results, the Saved
 * Posts tab with items), with WCAG 2.x A and AA rules and axe's best practices.
 */

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

test('the empty Saved Posts tab has no accessibility violations', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  await expect(page.getByText('No saved posts yet. Generate and save some content to see them here!')).toBeVisible();
  await expectNoViolations(page);
});

test('the 404 page has no accessibility violations', async ({ page }) => {
  await page.goto('/anything');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expectNoViolations(page);
});

test('an error toast has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Error', 'Invalid login credentials');
  await expectNoViolations(page);
});
