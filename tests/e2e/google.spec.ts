import { expect, expectMainScreen, expectToast, googleTest as test } from './support/fixtures';

/**
 * spec §2 (the 'Google' button), §8 (Google errors): Google sign-in against a loopback OpenID
 * provider (tests/support/openid-provider.ts) that approves at once and sends the browser back.
 * Google not configured at all is tested in auth.spec.ts.
 */

let people = 0;

function newGooglePerson(workerIndex: number) {
  people += 1;
  return { sub: `e2e-${workerIndex}-${people}-${Date.now()}`, email: `google-${workerIndex}-${people}-${Date.now()}@example.com`, email_verified: true };
}

test('"Google" signs in through the provider and shows the main screen', async ({ page, googleApp }, testInfo) => {
  googleApp.provider.signInAs(newGooglePerson(testInfo.workerIndex));
  await page.goto('/');
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  await expectMainScreen(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Back on the site's own origin, with the tokens gone from the address bar.
  expect(new URL(page.url()).origin).toBe(googleApp.server.url);
  expect(page.url()).not.toContain('access_token');

  // The session stays across a reload, like a password sign-in.
  await page.reload();
  await expectMainScreen(page);
});

test('a Google sign-in refused at the provider shows the toast "Error" and the sign-in screen', async ({ page, googleApp }, testInfo) => {
  googleApp.provider.signInAs(newGooglePerson(testInfo.workerIndex));
  googleApp.provider.refuseNextAuthorization('access_denied', 'The user cancelled the sign-in');
  await page.goto('/');
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  // The provider's own description of what went wrong, passed on by the auth service.
  await expectToast(page, 'Error', 'The user cancelled the sign-in');
  await expect(page.getByRole('tab', { name: 'Generate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('after a refused Google sign-in the error leaves the address bar, so a reload does not show it again', async ({ page, googleApp }, testInfo) => {
  googleApp.provider.signInAs(newGooglePerson(testInfo.workerIndex));
  googleApp.provider.refuseNextAuthorization('access_denied', 'The user cancelled the sign-in');
  await page.goto('/');
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  await expectToast(page, 'Error', 'The user cancelled the sign-in');
  await expect(page).not.toHaveURL(/[?&#]error(_code|_description)?=/, { timeout: 3_000 });
  // networkidle: the page has had time to read the URL and would have shown the toast by now.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText('The user cancelled the sign-in')).toHaveCount(0);
});
