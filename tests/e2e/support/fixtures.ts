import { test as base, expect, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server';

/**
 * `app`: one server per worker on its own fresh database, with the offline composer.
 * `newAccount()`: a unique email and password for a test's own user.
 */
interface WorkerFixtures {
  app: AppServer;
}
interface TestFixtures {
  newAccount: () => { email: string; password: string };
}

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
  baseURL: async ({ app }, use) => use(app.url),
  // eslint-disable-next-line no-empty-pattern
  newAccount: async ({}, use, testInfo) => {
    await use(() => {
      accounts += 1;
      return { email: `creator-${testInfo.workerIndex}-${accounts}-${Date.now()}@example.com`, password: 'correct-horse-9' };
    });
  },
});

export { expect };

/** Signs up through the sign-in screen, as a person would, and waits for the main screen. */
export async function signUpThroughUi(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Generate' })).toBeVisible();
}
