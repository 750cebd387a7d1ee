import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectToast, insertSavedPost, signUpThroughApi, test } from './support/fixtures';

/** Issue 12: the saved library. Context, search, filters, edits, undo and export in Chromium. */

function savedPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Saved Posts' });
}

function savedItems(page: Page) {
  return savedPanel(page).locator('ul').first().locator(':scope > li');
}

async function openSavedPosts(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
}

function searchBox(page: Page) {
  return savedPanel(page).getByRole('searchbox', { name: 'Search saved posts' });
}

/** The count of matching posts, announced politely as it changes. */
function countText(page: Page) {
  return savedPanel(page).locator('p[aria-live="polite"]');
}

test('a saved caption keeps its context, shows it on the card, and is found by a word of its topic', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Your Niche').fill('vegan bakery');
  await page.getByLabel('Topic (Optional)').fill('Grand réouverture of our Montréal shop');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  const firstCard = page.getByRole('region', { name: 'Caption Variations' }).getByRole('listitem').first();
  await expect(firstCard.getByRole('button', { name: 'Save' })).toBeEnabled();
  await firstCard.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved!', 'Post saved to your collection');

  await openSavedPosts(page);
  const item = savedItems(page).first();
  await expect(item.getByLabel('Context')).toContainText('French');
  await expect(item.getByLabel('Context')).toContainText('vegan bakery');
  // The topic is not on the card, but the search reads it, accents folded away.
  await searchBox(page).fill('REOUVERTURE montreal');
  await expect(countText(page)).toHaveText('1 post');
  await expect(savedItems(page)).toHaveCount(1);
  await searchBox(page).fill('vegan');
  await expect(savedItems(page).first().locator('mark').first()).toHaveText(/vegan/i);
  await searchBox(page).fill('nothing-like-this');
  await expect(savedPanel(page).getByText('No saved posts match your search.')).toBeVisible();
  await savedPanel(page).getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(savedItems(page)).toHaveCount(1);
});

test('search finds words in other scripts and marks them; filters by mood, language and platform narrow the list and its count', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'आज दिल्ली में नई दुकान', hashtags: ['दिल्ली'], mood: 'celebratory', language: 'hi', platform: 'instagram' });
  await insertSavedPost(page, session, { caption: '東京タワーの夜景', hashtags: ['東京'], mood: 'inspirational', language: 'ja', platform: 'tiktok' });
  await insertSavedPost(page, session, { caption: 'Café au lait, s’il vous plaît', hashtags: ['café'], mood: 'casual', language: 'fr', platform: 'instagram' });
  await insertSavedPost(page, session, { caption: 'An old post without context', hashtags: [], mood: 'casual' });
  await openSavedPosts(page);
  await expect(countText(page)).toHaveText('4 posts');

  await searchBox(page).fill('夜景');
  await expect(savedItems(page)).toHaveCount(1);
  await expect(savedItems(page).first().locator('mark')).toHaveText(['夜景']);
  await searchBox(page).fill('CAFE');
  await expect(savedItems(page).first().locator('mark')).toHaveText(['Café', 'café']);
  await searchBox(page).fill('');
  await expect(countText(page)).toHaveText('4 posts');

  await savedPanel(page).getByLabel('Mood').selectOption('casual');
  await expect(countText(page)).toHaveText('2 posts');
  await savedPanel(page).getByLabel('Language').selectOption('fr');
  await expect(countText(page)).toHaveText('1 post');
  await expect(savedItems(page).first().getByLabel('Context')).toContainText('Instagram');
  await savedPanel(page).getByLabel('Mood').selectOption('');
  await savedPanel(page).getByLabel('Language').selectOption('');
  await savedPanel(page).getByLabel('Platform').selectOption('instagram');
  await expect(countText(page)).toHaveText('2 posts');
  await expect(savedItems(page).locator(':scope p[dir]')).toHaveText(['Café au lait, s’il vous plaît', 'आज दिल्ली में नई दुकान']);
  await savedPanel(page).getByLabel('Sort').selectOption('oldest');
  await expect(savedItems(page).locator(':scope p[dir]')).toHaveText(['आज दिल्ली में नई दुकान', 'Café au lait, s’il vous plaît']);
});

test('a caption and its hashtags are edited in place and stay changed after a reload', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Fresh bred today', hashtags: ['bread'], mood: 'casual' });
  await openSavedPosts(page);
  await savedItems(page).first().getByRole('button', { name: 'Edit saved post' }).click();
  await savedItems(page).first().getByLabel('Caption').fill('Fresh bread today');
  await savedItems(page).first().getByLabel('Hashtags').fill('#bread sourdough');
  await savedItems(page).first().getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Updated', 'Your changes are saved');
  await expect(savedItems(page).first().locator('p[dir]')).toHaveText('Fresh bread today');

  await page.reload();
  await openSavedPosts(page);
  await expect(savedItems(page).first().locator('p[dir]')).toHaveText('Fresh bread today');
  await expect(savedItems(page).first().locator('ul > li')).toHaveText(['#bread', '#sourdough']);
});

test('a deleted post comes back with Undo and is still saved after the undo window', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'Do not lose me.', hashtags: ['keep'], mood: 'casual' });
  await openSavedPosts(page);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await savedItems(page).first().getByRole('button', { name: 'Delete saved post' }).click();
  await expect(savedItems(page)).toHaveCount(0);
  await page.locator('[data-toast]').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Restored', 'The post is back in your collection');
  await expect(savedItems(page)).toHaveCount(1);
  // Past the 5 s window: no DELETE was ever sent, and a fresh load still has the post.
  await page.waitForTimeout(6000);
  expect(deletes).toEqual([]);
  await page.reload();
  await openSavedPosts(page);
  await expect(savedItems(page).first()).toContainText('Do not lose me.');
});

test('a delete that is not undone reaches the server when the window ends, or at once when the page goes away', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: 'First to go.', hashtags: [], mood: 'casual' });
  await insertSavedPost(page, session, { caption: 'Second to go.', hashtags: [], mood: 'casual' });
  await openSavedPosts(page);
  const sent = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await savedItems(page).filter({ hasText: 'First to go.' }).getByRole('button', { name: 'Delete saved post' }).click();
  expect((await sent).status()).toBe(204);

  await savedItems(page).filter({ hasText: 'Second to go.' }).getByRole('button', { name: 'Delete saved post' }).click();
  await expectToast(page, 'Deleted', 'Post removed from your collection');
  // Leaving the page within the window sends the delete on a request that outlives the page.
  await page.goto('about:blank');
  const headers = { apikey: session.anonKey, Authorization: `Bearer ${session.accessToken}` };
  await expect.poll(async () => (await page.request.get('/rest/v1/saved_posts?select=caption', { headers })).json()).toEqual([]);
});

test('export CSV: every matching post, a byte-order mark, formula cells neutralised, other scripts intact', async ({ page, newAccount }) => {
  const session = await signUpThroughApi(page, newAccount());
  await insertSavedPost(page, session, { caption: '=HYPERLINK("http://evil.example","click")', hashtags: ['tricky'], mood: 'casual' });
  await insertSavedPost(page, session, { caption: 'नमस्ते, "दुनिया"\n東京 مرحبا', hashtags: ['दुनिया', '東京'], mood: 'playful', language: 'hi' });
  for (let number = 1; number <= 22; number += 1) await insertSavedPost(page, session, { caption: `Filler ${number}`, hashtags: [], mood: 'energetic' });
  await openSavedPosts(page);
  await expect(countText(page)).toHaveText('24 posts');
  // Only the first page is on screen; the export reads them all.
  await expect(savedItems(page)).toHaveCount(20);

  const download = page.waitForEvent('download');
  await savedPanel(page).getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^captioncraft-saved-posts-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('created_at,updated_at,caption,hashtags,mood,language,platform,niche,topic,website,id');
  expect(lines).toHaveLength(1 + 24);
  expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",#tricky,casual,`);
  expect(text).toContain(',"नमस्ते, ""दुनिया""\n東京 مرحبا",#दुनिया #東京,playful,hi,');
  await expectToast(page, 'Exported', '24 posts downloaded');

  // The filtered ones only, as JSON.
  await savedPanel(page).getByLabel('Mood').selectOption('playful');
  await expect(countText(page)).toHaveText('1 post');
  const jsonDownload = page.waitForEvent('download');
  await savedPanel(page).getByRole('button', { name: 'Export JSON' }).click();
  const posts = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8')) as { caption: string }[];
  expect(posts.map((post) => post.caption)).toEqual(['नमस्ते, "दुनिया"\n東京 مرحبا']);
});

for (const width of [360, 1280]) {
  test(`the library fits a ${width} px screen, with Arabic posts written right to left`, async ({ page, newAccount }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const session = await signUpThroughApi(page, newAccount());
    await insertSavedPost(page, session, {
      caption: 'مَرْحَبًا بكم في مخبزنا الجديد، خبز طازج كل صباح',
      hashtags: ['مخبز', 'خبز_طازج'],
      mood: 'celebratory',
      language: 'ar',
      platform: 'instagram',
      niche: 'مخبز عائلي',
    });
    await insertSavedPost(page, session, { caption: 'Morning light on the harbour', hashtags: ['sunrise'], mood: 'inspirational', language: 'en', niche: 'Travel blogger' });
    await openSavedPosts(page);
    await searchBox(page).fill('مرحبا');
    await expect(savedItems(page)).toHaveCount(1);
    await expect(savedItems(page).first().locator('mark').first()).toHaveText('مَرْحَبًا');
    const caption = savedItems(page).first().locator('p[dir]');
    expect(await caption.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await testInfo.attach(`library-${width}px-arabic`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });
}
