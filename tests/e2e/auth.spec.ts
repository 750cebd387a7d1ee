import { createAccountThroughApi, expect, expectMainScreen, expectToast, signUpThroughUi, test } from './support/fixtures';

/** spec §2 (Sign-in screen), §4 (auth state, busy flag), §5 (sign-in form rules), §8 (auth toasts). */

test('the sign-in screen shows the product title, the tagline, email, password and Google under "Or continue with"', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'CaptionCraft' })).toBeVisible();
  await expect(page.getByText('AI-powered captions & hashtags for creators', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByText('Or continue with', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeEnabled();
});

test('the default mode is sign in: the submit button says "Sign In"', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toBeVisible();
});

test('the toggle link switches to sign up and back to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toBeVisible();
});

test('email and password are required, email uses the email input type, password needs at least 6 characters', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('minlength', '6');
});

test('the browser does not send the form with a blank field, a malformed email or a 5-character password', async ({ page }) => {
  await page.goto('/');
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token') || request.url().includes('/auth/v1/signup')) authRequests.push(request.url());
  });
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  const form = page.locator('form');

  await submit.click();
  expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('correct-horse-9');
  await submit.click();
  expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill('12345');
  await submit.click();
  expect(await page.getByLabel('Password').evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true);

  // Still on the sign-in screen, and nothing reached the auth service.
  await expect(submit).toBeVisible();
  expect(authRequests).toEqual([]);
});

test('signing up shows "Account created!" / "You can now start generating content." and the main screen', async ({ page, newAccount }) => {
  await signUpThroughUi(page, newAccount());
  await expectToast(page, 'Account created!', 'You can now start generating content.');
});

test('signing in shows "Welcome back!" / "You\'ve successfully logged in." and the main screen', async ({ page, newAccount }) => {
  const account = newAccount();
  await createAccountThroughApi(page, account);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectMainScreen(page);
  await expectToast(page, 'Welcome back!', "You've successfully logged in.");
});

test('while signing in the submit button says "Loading..." and every button is disabled', async ({ page, newAccount }) => {
  const account = newAccount();
  await createAccountThroughApi(page, account);
  // Hold the token request so the busy state can be seen, then let it through unchanged.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token**', async (route) => {
    await released;
    await route.continue();
  });

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toBeDisabled();

  release();
  await expectMainScreen(page);
});

test('a wrong password shows the toast "Error" with "Invalid login credentials"', async ({ page, newAccount, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400 \(Bad Request\) \(.*\/auth\/v1\/token\?grant_type=password\)$/);
  const account = newAccount();
  await createAccountThroughApi(page, account);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Error', 'Invalid login credentials');
  // Still signed out, and the form can be used again.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Generate' })).toHaveCount(0);
});

test('signing up with an email already registered shows "Error" with the service\'s message', async ({ page, newAccount, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 422 \(Unprocessable Entity\) \(.*\/auth\/v1\/signup\b.*\)$/);
  const account = newAccount();
  await createAccountThroughApi(page, account);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectToast(page, 'Error', 'User already registered');
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
});

test('Logout shows "Logged out" and the sign-in screen', async ({ page, newAccount }) => {
  await signUpThroughUi(page, newAccount());
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Generate' })).toHaveCount(0);
});

test('Google without Google configured shows the toast "Error" and enables the buttons again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  await expectToast(page, 'Error', 'Google sign-in is not enabled on this server');
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
});

test('on a 360×740 phone screen the sign-in screen fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
