import { expect, test } from './support/fixtures';

/** spec §2: any path other than / is the not-found page. */

/** The page comes with status 404 (for crawlers and monitors), which Chromium logs as an error. */
const PAGE_ANSWERED_404 = /status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/(anything|some\/deeper\/path)\)$/;

for (const path of ['/anything', '/some/deeper/path']) {
  test(`${path} shows 404, "Oops! Page not found" and a "Return to Home" link`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(PAGE_ANSWERED_404);
    await page.goto(path);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
}

test('"Return to Home" goes to / and its sign-in screen', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(PAGE_ANSWERED_404);
  await page.goto('/anything');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
