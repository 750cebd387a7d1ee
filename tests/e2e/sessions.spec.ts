import { createAccountThroughApi, expect, expectMainScreen, expectToast, signUpThroughApi, test } from './support/fixtures';

/** spec §4: sessions are kept in local storage and session changes are broadcast between tabs. */

test('a signed-in user who reloads the page is still signed in', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.reload();
  await expectMainScreen(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a second tab of a signed-in user opens on the main screen', async ({ page, context, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expectMainScreen(secondTab);
});

test('signing out in one tab signs out the other tab too', async ({ page, context, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expectMainScreen(secondTab);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // The other tab hears the sign-out without a reload.
  await expect(secondTab.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(secondTab.getByRole('tab', { name: 'Generate' })).toHaveCount(0);

  // And after a reload neither tab is signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('signing in in one tab signs in the other tab too', async ({ page, context, newAccount }) => {
  const account = newAccount();
  await createAccountThroughApi(page, account);
  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expect(secondTab.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectMainScreen(page);
  // The other tab hears the sign-in without a reload.
  await expectMainScreen(secondTab);
});
