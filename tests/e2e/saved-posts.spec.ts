import type { Page } from '@playwright/test';
import { expect, expectToast, holdSavedPostsList, insertSavedPost, signUpThroughApi, test } from './support/fixtures';

/** spec §2 (Saved Posts tab), §4 (saved list states), §8 (copy and delete toasts). */

function savedPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Saved Posts' });
}

function savedItems(page: Page) {
  return savedPanel(page).locator('ul').first().locator(':scope > li');
}

async function openSavedPosts(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
}

/** A list request refused by the network (Chromium logs each, supabase-js retries a GET). */
const LIST_REFUSED = /net::ERR_CONNECTION_REFUSED \(.*\/rest\/v1\/saved_posts\?select=/;
/** What the app logs when the list cannot be fetched (spec §8: "logged only"). */
const LOAD_FAILURE_LOGGED = /^Failed to load saved posts: /;

const EIGHT_HASHTAGS = ['sourdough', 'veganbaking', 'plantbased', 'bakery', 'breadlover', 'crumbshot', 'weekendbake', 'localbakery'];

test('a new user sees "No saved posts yet. Generate and save some content to see them here!"', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await openSavedPosts(page);
  await expect(savedPanel(page).getByText('No saved posts yet. Generate and save some content to see them here!', { exact: true })).toBeVisible();
  await expect(savedItems(page)).toHaveCount(0);
});

test('the list shows loading placeholders before the posts arrive', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Warm loaves at dawn.', hashtags: ['bread'], mood: 'casual' });
  const release = await holdSavedPostsList(page);
  await openSavedPosts(page);
  await expect(savedPanel(page).getByRole('status')).toContainText('Loading saved posts');
  release();
  await expect(savedItems(page)).toHaveCount(1);
  await expect(savedPanel(page).getByText('Loading saved posts')).toHaveCount(0);
});

test('each saved post shows its mood badge, its caption and its hashtags', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Sourdough Sundays are back.', hashtags: ['sourdough', 'bakery'], mood: 'celebratory' });
  await openSavedPosts(page);
  const item = savedItems(page).first();
  await expect(item.getByText('Celebratory', { exact: true })).toBeVisible();
  await expect(item.getByText('Sourdough Sundays are back.', { exact: true })).toBeVisible();
  await expect(item.locator('ul > li')).toHaveText(['#sourdough', '#bakery']);
  await expect(item.getByText(/more$/)).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Copy saved post' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Delete saved post' })).toBeVisible();
});

test('a saved post with more than 5 hashtags shows the first 5 and "+N more"', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Eight tags on this one.', hashtags: EIGHT_HASHTAGS, mood: 'playful' });
  await openSavedPosts(page);
  const item = savedItems(page).first();
  await expect(item.locator('ul > li')).toHaveText([...EIGHT_HASHTAGS.slice(0, 5).map((tag) => `#${tag}`), '+3 more']);
});

test('saved posts are listed newest first', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  for (const caption of ['The first post.', 'The second post.', 'The third post.']) {
    await insertSavedPost(page, session, { caption, hashtags: ['bread'], mood: 'casual' });
  }
  await openSavedPosts(page);
  await expect(savedItems(page).locator(':scope p').filter({ hasText: /post\.$/ })).toHaveText([
    'The third post.',
    'The second post.',
    'The first post.',
  ]);
});

test('copy a saved post: "Copied!" / "Post copied to clipboard", the caption, a blank line, then the hashtags', async ({
  page,
  context,
  baseURL,
  newAccount,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Eight tags on this one.', hashtags: EIGHT_HASHTAGS, mood: 'playful' });
  await openSavedPosts(page);
  await savedItems(page).first().getByRole('button', { name: 'Copy saved post' }).click();
  await expectToast(page, 'Copied!', 'Post copied to clipboard');
  // All the hashtags, not only the 5 shown.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Eight tags on this one.\n\n${EIGHT_HASHTAGS.map((tag) => `#${tag}`).join(' ')}`,
  );
});

test('delete a saved post: "Deleted" / "Post removed from your collection", and it leaves the list', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Keep this one.', hashtags: ['keep'], mood: 'casual' });
  await insertSavedPost(page, session, { caption: 'Delete this one.', hashtags: ['gone'], mood: 'casual' });
  await openSavedPosts(page);
  await expect(savedItems(page)).toHaveCount(2);

  // The DELETE is sent when the toast's undo window ends (issue 12).
  const sent = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await savedItems(page).filter({ hasText: 'Delete this one.' }).getByRole('button', { name: 'Delete saved post' }).click();
  await expectToast(page, 'Deleted', 'Post removed from your collection');
  await expect(savedItems(page)).toHaveCount(1);
  await expect(savedPanel(page).getByText('Delete this one.')).toHaveCount(0);

  // Gone on the server too: a fresh load of the tab does not bring it back.
  expect((await sent).status()).toBe(204);
  await page.reload();
  await openSavedPosts(page);
  await expect(savedItems(page)).toHaveCount(1);
  await expect(savedItems(page).first()).toContainText('Keep this one.');
});

test('deleting the last saved post leaves the empty-list message', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'The only one.', hashtags: ['solo'], mood: 'casual' });
  await openSavedPosts(page);
  await savedItems(page).first().getByRole('button', { name: 'Delete saved post' }).click();
  await expectToast(page, 'Deleted', 'Post removed from your collection');
  await expect(savedPanel(page).getByText('No saved posts yet. Generate and save some content to see them here!', { exact: true })).toBeVisible();
});

test("another user's saved posts are not shown", async ({ page, browser, newAccount }) => {
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const other = await signUpThroughApi(otherPage, newAccount());
  await insertSavedPost(otherPage, other, { caption: 'Not yours.', hashtags: ['private'], mood: 'casual' });
  await otherContext.close();

  await signUpThroughApi(page, newAccount());
  await openSavedPosts(page);
  await expect(savedPanel(page).getByText('No saved posts yet. Generate and save some content to see them here!', { exact: true })).toBeVisible();
});

test('a long collection loads the next posts as the user scrolls to the end', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  // One more than a page (20, src/shared/limits.ts), oldest first so 'Post 25' is the newest.
  for (let number = 1; number <= 25; number += 1) {
    await insertSavedPost(page, session, { caption: `Post ${number}.`, hashtags: ['bread'], mood: 'casual' });
  }
  await openSavedPosts(page);
  await expect(savedItems(page).first()).toContainText('Post 25.');
  await expect(savedItems(page)).toHaveCount(20);
  await savedItems(page).last().scrollIntoViewIfNeeded();
  await expect(savedItems(page)).toHaveCount(25);
  await expect(savedItems(page).last()).toContainText('Post 1.');
});

test.describe('when the network fails', () => {
  test('a failed delete shows "Error" / "Failed to delete post" and keeps the post', async ({ page, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_CONNECTION_REFUSED \(.*\/rest\/v1\/saved_posts\?id=eq\.[0-9a-f-]+\)$/);
    const session = await signUpThroughApi(page, newAccount());
    await insertSavedPost(page, session, { caption: 'Still here.', hashtags: ['kept'], mood: 'casual' });
    await openSavedPosts(page);
    await page.route('**/rest/v1/saved_posts**', (route) =>
      route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.fallback(),
    );
    await savedItems(page).first().getByRole('button', { name: 'Delete saved post' }).click();
    await expectToast(page, 'Error', 'Failed to delete post');
    await expect(savedItems(page)).toHaveCount(1);
    await expect(savedItems(page).first().getByRole('button', { name: 'Delete saved post' })).toBeEnabled();
  });

  test('a failed load of the saved posts is logged, shows no toast and ends with the empty list', async ({ page, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(LIST_REFUSED, LOAD_FAILURE_LOGGED);
    const session = await signUpThroughApi(page, newAccount());
    await insertSavedPost(page, session, { caption: 'Cannot be fetched.', hashtags: ['offline'], mood: 'casual' });
    await page.route('**/rest/v1/saved_posts**', (route) =>
      route.request().method() === 'GET' ? route.abort('connectionrefused') : route.fallback(),
    );
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && LOAD_FAILURE_LOGGED.test(message.text()));
    await openSavedPosts(page);
    // spec §8: "logged only".
    await logged;
    await expect(savedPanel(page).getByText('No saved posts yet. Generate and save some content to see them here!', { exact: true })).toBeVisible();
    await expect(page.locator('[data-toast]')).toHaveCount(0);
  });

  test('a failed later page is logged and keeps the posts already shown, with no toast', async ({ page, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(LIST_REFUSED, LOAD_FAILURE_LOGGED);
    const session = await signUpThroughApi(page, newAccount());
    for (let number = 1; number <= 25; number += 1) {
      await insertSavedPost(page, session, { caption: `Post ${number}.`, hashtags: ['bread'], mood: 'casual' });
    }
    // The first page (offset 0) loads; the second is refused.
    await page.route('**/rest/v1/saved_posts**', (route) => {
      const isLaterPage = route.request().method() === 'GET' && new URL(route.request().url()).searchParams.get('offset') !== '0';
      return isLaterPage ? route.abort('connectionrefused') : route.fallback();
    });
    await openSavedPosts(page);
    await expect(savedItems(page)).toHaveCount(20);
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && LOAD_FAILURE_LOGGED.test(message.text()));
    await savedItems(page).last().scrollIntoViewIfNeeded();
    await logged;
    // The list stays as it was: the 20 posts loaded, newest first, no toast, nothing still loading.
    await expect(savedItems(page)).toHaveCount(20);
    await expect(savedItems(page).first()).toContainText('Post 25.');
    await expect(savedPanel(page).getByText('Loading more saved posts')).toHaveCount(0);
    await expect(page.locator('[data-toast]')).toHaveCount(0);
  });
});
