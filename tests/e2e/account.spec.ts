import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, insertSavedPost, signUpThroughApi, test } from './support/fixtures';

/**
 * The account dialog (issue 13): download my data, change password, delete my account with a
 * typed confirmation, reached from the header.
 */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signInThroughApi(page: Page, anonKey: string, email: string, password: string): Promise<number> {
  const response = await page.request.post('/auth/v1/token?grant_type=password', { headers: { apikey: anonKey }, data: { email, password } });
  return response.status();
}

test('the open account dialog has no accessibility violations', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await openAccount(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
});

test('"Download my data" saves a JSON file with the email, the creation date and every saved post', async ({ page, newAccount }) => {
  const account = newAccount();
  const session = await signUpThroughApi(page, account);
  await insertSavedPost(page, session, { caption: 'Mine to take along.', hashtags: ['export'], mood: 'casual' });
  const dialog = await openAccount(page);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('captioncraft-my-data.json');
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { user: { email: string; created_at: string }; saved_posts: Array<{ caption: string }> };
  expect(data.user.email).toBe(account.email);
  expect(Date.parse(data.user.created_at)).not.toBeNaN();
  expect(data.saved_posts.map((post) => post.caption)).toEqual(['Mine to take along.']);
  await expectToast(page, 'Downloaded', 'Your data is in captioncraft-my-data.json');
});

test('"Change password" sets a new password and keeps this device signed in', async ({ page, newAccount }) => {
  const account = newAccount();
  const session = await signUpThroughApi(page, account);
  const dialog = await openAccount(page);
  await dialog.getByLabel('New password').fill('a-brand-new-password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed', 'Your other devices were signed out');
  // Said inside the dialog too: the modal dialog makes the toasts' region inert for screen readers.
  await expect(dialog.getByRole('status').filter({ hasText: 'Your other devices were signed out' })).toBeVisible();

  expect(await signInThroughApi(page, session.anonKey, account.email, account.password)).toBe(400);
  expect(await signInThroughApi(page, session.anonKey, account.email, 'a-brand-new-password')).toBe(200);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Generate' })).toBeVisible();
});

test('"Delete my account" needs the email or password typed, then deletes and signs out', async ({ page, newAccount, allowConsoleErrors }) => {
  // Chromium logs the refused confirmation's 400, and the 403 of the local sign-out after the
  // deletion (the server has already ended that session; supabase-js forgets it all the same).
  allowConsoleErrors(/status of 400 .*\/auth\/v1\/user\)$/, /status of 403 .*\/auth\/v1\/logout\?scope=local\)$/);
  const account = newAccount();
  const session = await signUpThroughApi(page, account);
  const dialog = await openAccount(page);
  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();

  await dialog.getByLabel('Type your email or your password to confirm').fill('not-the-password');
  await remove.click();
  await expectToast(page, 'Error', 'Invalid login credentials');
  expect(await signInThroughApi(page, session.anonKey, account.email, account.password)).toBe(200);

  await dialog.getByLabel('Type your email or your password to confirm').fill(account.email);
  await remove.click();
  await expectToast(page, 'Account deleted', 'Your account and saved posts are gone');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await signInThroughApi(page, session.anonKey, account.email, account.password)).toBe(400);
});
