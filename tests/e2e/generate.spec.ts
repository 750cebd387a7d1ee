import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, signUpThroughApi, test } from './support/fixtures';

/** spec §2 (main screen, Generate tab), §4 (generation, mood, save, copy), §5 (niche and file rules), §8 (toasts). */

const GENERATE_PATH = '**/functions/v1/generate-content';

function results(page: Page) {
  return page.getByRole('region', { name: 'Caption Variations' });
}

function captionCard(page: Page, number: number) {
  return results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Option ${number}`, exact: true }) });
}

function hashtagPills(page: Page) {
  return results(page).locator('ul > li');
}

async function generate(page: Page, niche = 'vegan bakery'): Promise<void> {
  await page.getByLabel('Your Niche').fill(niche);
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  await expect(captionCard(page, 5)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
}

/** Holds matching requests until `release()`, then sends them on unchanged: to see a busy state. */
async function holdRequests(page: Page, url: string, method?: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the main screen', () => {
  test('the header shows the product name, "AI-powered caption generator" and Logout', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: 'CaptionCraft' })).toBeVisible();
    await expect(header.getByText('AI-powered caption generator', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('two tabs, "Generate" (selected by default) and "Saved Posts"', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await expect(page.getByRole('tab')).toHaveText(['Generate', 'Saved Posts']);
    await expect(page.getByRole('tab', { name: 'Generate' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Saved Posts' })).toHaveAttribute('aria-selected', 'false');
    await page.getByRole('tab', { name: 'Saved Posts' }).click();
    await expect(page.getByRole('tab', { name: 'Saved Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  test('on a 360×740 phone screen the main screen fits without sideways scrolling and generates', async ({ page, newAccount }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpThroughApi(page, newAccount());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await generate(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('tab', { name: 'Saved Posts' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the Generate form', () => {
  test('fields: "Your Niche" (required, marked *), "Website (Optional)", "Upload Photo/Video (Optional)", Language, "Topic (Optional)"', async ({
    page,
    newAccount,
  }) => {
    await signUpThroughApi(page, newAccount());
    const niche = page.getByLabel('Your Niche');
    await expect(niche).toBeVisible();
    await expect(niche).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('label[for="niche"]')).toContainText('*');
    await expect(page.getByLabel('Website (Optional)')).toBeVisible();
    await expect(page.getByLabel('Upload Photo/Video (Optional)')).toHaveAttribute('type', 'file');
    await expect(page.getByLabel('Language')).toBeVisible();
    const topic = page.getByLabel('Topic (Optional)');
    await expect(topic).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(topic).toHaveAttribute('placeholder', /leave blank for general suggestions/i);
    expect(await topic.evaluate((element) => parseFloat(getComputedStyle(element).minHeight))).toBe(120);
    await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeVisible();
  });

  test('the language defaults to English and offers the 23 languages', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const language = page.getByLabel('Language');
    await expect(language).toHaveValue('en');
    await expect(language.locator('option:checked')).toHaveText('English');
    await expect(language.locator('option')).toHaveCount(23);
  });

  test('the mood picker: eight labelled options in four columns, Playful selected by default, arrow keys and clicks change it', async ({
    page,
    newAccount,
  }) => {
    await signUpThroughApi(page, newAccount());
    const moods = page.getByRole('radiogroup', { name: 'Mood' });
    await expect(moods.getByRole('radio')).toHaveText([
      'Playful',
      'Professional',
      'Inspirational',
      'Casual',
      'Energetic',
      'Motivational',
      'Educational',
      'Celebratory',
    ]);
    expect(await moods.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(4);
    await expect(moods.getByRole('radio', { name: 'Playful' })).toBeChecked();
    // Each option has an icon; the selected one is highlighted with its colour gradient.
    for (const radio of await moods.getByRole('radio').all()) await expect(radio.locator('svg')).toHaveCount(1);
    await expect(moods.getByRole('radio', { name: 'Playful' })).toHaveCSS('background-image', /gradient/);
    await expect(moods.getByRole('radio', { name: 'Professional' })).not.toHaveCSS('background-image', /gradient/);

    await moods.getByRole('radio', { name: 'Playful' }).focus();
    // Key down, check, key up: Radix moves focus (and so the choice) in a timeout and only while
    // an arrow key is down; a press's key-up can beat that timeout on a loaded machine.
    await page.keyboard.down('ArrowRight');
    await expect(moods.getByRole('radio', { name: 'Professional' })).toBeChecked();
    await page.keyboard.up('ArrowRight');
    await expect(moods.getByRole('radio', { name: 'Professional' })).toBeFocused();
    await expect(moods.getByRole('radio', { name: 'Playful' })).not.toBeChecked();
    await page.keyboard.down('ArrowLeft');
    await expect(moods.getByRole('radio', { name: 'Playful' })).toBeChecked();
    await page.keyboard.up('ArrowLeft');

    await moods.getByRole('radio', { name: 'Celebratory' }).click();
    await expect(moods.getByRole('radio', { name: 'Celebratory' })).toBeChecked();
    await expect(moods.getByRole('radio', { checked: true })).toHaveCount(1);
  });

  test('"Generate Captions" is disabled while the niche is blank or only spaces', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const button = page.getByRole('button', { name: 'Generate Captions' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Your Niche').fill('   ');
    await expect(button).toBeDisabled();
    await page.getByLabel('Your Niche').fill('  travel blogger ');
    await expect(button).toBeEnabled();
  });

  test('a niche of only spaces: pressing Generate says "Missing information" / "Please enter your niche" and sends nothing', async ({
    page,
    newAccount,
  }) => {
    await signUpThroughApi(page, newAccount());
    const generateRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/generate-content')) generateRequests.push(request.url());
    });
    await page.getByLabel('Your Niche').fill('   ');
    // The button is aria-disabled (still focusable), so a keyboard user can press it.
    await page.getByRole('button', { name: 'Generate Captions' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Missing information', 'Please enter your niche');
    await expect(results(page)).toHaveCount(0);
    expect(generateRequests).toEqual([]);
  });

  test('niche, website and topic are trimmed before sending, with the chosen language and mood', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await page.getByLabel('Your Niche').fill('  vegan bakery  ');
    await page.getByLabel('Website (Optional)').fill('  example.com ');
    await page.getByLabel('Topic (Optional)').fill('\n our new sourdough \n');
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('radio', { name: 'Energetic' }).click();
    const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/generate-content'));
    await page.getByRole('button', { name: 'Generate Captions' }).click();
    expect((await sent).postDataJSON()).toEqual({
      niche: 'vegan bakery',
      website: 'example.com',
      topic: 'our new sourdough',
      mood: 'energetic',
      language: 'es',
      imageData: null,
    });
    await expect(captionCard(page, 5)).toBeVisible();
  });
});

test.describe('uploads', () => {
  let scratch: string;
  test.beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'captioncraft-e2e-files-'));
  });
  test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('a text file: "Invalid file type" / "Please upload an image (JPG, PNG, GIF, WEBP) or video (MP4, MOV)"', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const file = path.join(scratch, 'notes.txt');
    writeFileSync(file, 'not a picture');
    await page.getByLabel('Upload Photo/Video (Optional)').setInputFiles(file);
    await expectToast(page, 'Invalid file type', 'Please upload an image (JPG, PNG, GIF, WEBP) or video (MP4, MOV)');
    await expect(page.getByText('notes.txt')).toHaveCount(0);
  });

  test('a PDF: "Invalid file type"', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const file = path.join(scratch, 'menu.pdf');
    writeFileSync(file, '%PDF-1.4\n%%EOF\n');
    await page.getByLabel('Upload Photo/Video (Optional)').setInputFiles(file);
    await expectToast(page, 'Invalid file type', 'Please upload an image (JPG, PNG, GIF, WEBP) or video (MP4, MOV)');
  });

  test('a photo of 20 MB + 1 byte: "File too large" / "Please upload a file smaller than 20MB"', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const file = path.join(scratch, 'huge.jpg');
    writeFileSync(file, Buffer.alloc(20 * 1024 * 1024 + 1));
    await page.getByLabel('Upload Photo/Video (Optional)').setInputFiles(file);
    await expectToast(page, 'File too large', 'Please upload a file smaller than 20MB');
    await expect(page.getByText('huge.jpg')).toHaveCount(0);
  });

  test('a real photo: its file name is shown and generating with it gives five captions', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const file = path.join(scratch, 'croissant.png');
    const gradient = Buffer.alloc(64 * 48 * 3, 0).map((_, index) => (index * 7) % 256);
    await sharp(gradient, { raw: { width: 64, height: 48, channels: 3 } }).png().toFile(file);

    await page.getByLabel('Upload Photo/Video (Optional)').setInputFiles(file);
    await expect(page.getByText('croissant.png')).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/generate-content'));
    await generate(page);
    const body = (await sent).postDataJSON() as { imageData: string | null };
    expect(body.imageData).toMatch(/^data:image\/(jpeg|png);base64,/);
    await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
  });
});

test.describe('generating', () => {
  test('while generating the button says "Generating Magic..." and is disabled', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    const release = await holdRequests(page, GENERATE_PATH);
    await page.getByLabel('Your Niche').fill('vegan bakery');
    await page.getByRole('button', { name: 'Generate Captions' }).click();
    await expect(page.getByRole('button', { name: 'Generating Magic...' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
    await expect(captionCard(page, 5)).toBeVisible();
  });

  test('the results: "Caption Variations" with Option 1 to Option 5, each with copy and Save, a Hashtags card, and the "Generated!" toast', async ({
    page,
    newAccount,
  }) => {
    await signUpThroughApi(page, newAccount());
    await generate(page);
    await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
    await expect(page.getByRole('heading', { name: 'Caption Variations' })).toBeVisible();
    await expect(results(page).getByRole('heading', { name: /^Option \d$/ })).toHaveText(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5']);
    for (let number = 1; number <= 5; number += 1) {
      const card = captionCard(page, number);
      await expect(card.locator('p').first()).not.toBeEmpty();
      await expect(card.getByRole('button', { name: `Copy caption ${number}` })).toBeEnabled();
      await expect(card.getByRole('button', { name: 'Save' })).toBeEnabled();
    }
    await expect(results(page).getByRole('heading', { name: 'Hashtags' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
    expect(await hashtagPills(page).count()).toBeGreaterThan(0);
    for (const pill of await hashtagPills(page).allInnerTexts()) expect(pill).toMatch(/^#[^#\s]+$/);
  });
});

test.describe('copying', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('copy a caption: "Copied!" / "Caption copied to clipboard", and the clipboard holds the caption', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await generate(page);
    const caption = await captionCard(page, 2).locator('p').first().innerText();
    await page.getByRole('button', { name: 'Copy caption 2' }).click();
    await expectToast(page, 'Copied!', 'Caption copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);
  });

  test('copy the hashtags: "Hashtags copied to clipboard", each with one "#", separated by spaces', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await generate(page);
    const pills = await hashtagPills(page).allInnerTexts();
    await page.getByRole('button', { name: 'Copy hashtags' }).click();
    await expectToast(page, 'Copied!', 'Hashtags copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(pills.join(' '));
    for (const tag of copied.split(' ')) expect(tag).toMatch(/^#[^#\s]+$/);
  });

  test('after a copy the button shows a check icon, announced as "Copied", which goes away after about 2 seconds', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await generate(page);
    const button = page.getByRole('button', { name: 'Copy caption 1' });
    const check = button.locator('svg.lucide-check');
    await expect(check).toHaveCount(0);
    await button.click();
    await expect(check).toHaveCount(1);
    await expect(captionCard(page, 1).getByRole('status')).toHaveText('Copied');
    // Gone again within the default expect timeout (10 s), without timing it exactly.
    await expect(check).toHaveCount(0);
    await expect(captionCard(page, 1).getByRole('status')).toHaveText('');
  });
});

test.describe('saving', () => {
  test('Save shows "Saving...", then "Saved!" / "Post saved to your collection", and the post is in Saved Posts with its mood badge', async ({
    page,
    newAccount,
  }) => {
    await signUpThroughApi(page, newAccount());
    // The Saved Posts tab was seen (empty) before the save: it must load again afterwards.
    await page.getByRole('tab', { name: 'Saved Posts' }).click();
    await expect(page.getByText('No saved posts yet. Generate and save some content to see them here!')).toBeVisible();
    await page.getByRole('tab', { name: 'Generate' }).click();
    await page.getByRole('radio', { name: 'Inspirational' }).click();
    await generate(page);
    const caption = await captionCard(page, 3).locator('p').first().innerText();

    const release = await holdRequests(page, '**/rest/v1/saved_posts**', 'POST');
    await captionCard(page, 3).getByRole('button', { name: 'Save' }).click();
    await expect(captionCard(page, 3).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expectToast(page, 'Saved!', 'Post saved to your collection');
    await expect(captionCard(page, 3).getByRole('button', { name: 'Save' })).toBeEnabled();

    await page.getByRole('tab', { name: 'Saved Posts' }).click();
    const saved = page.getByRole('tabpanel', { name: 'Saved Posts' }).getByRole('listitem').filter({ hasText: caption });
    await expect(saved).toHaveCount(1);
    await expect(saved.getByText('Inspirational', { exact: true })).toBeVisible();
  });

  test('saved captions are listed newest first', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await generate(page);
    const first = await captionCard(page, 1).locator('p').first().innerText();
    const fourth = await captionCard(page, 4).locator('p').first().innerText();
    for (const number of [1, 4]) {
      const inserted = page.waitForResponse((response) => response.url().includes('/rest/v1/saved_posts') && response.request().method() === 'POST');
      await captionCard(page, number).getByRole('button', { name: 'Save' }).click();
      expect((await inserted).status()).toBe(201);
      await expect(captionCard(page, number).getByRole('button', { name: 'Save' })).toBeEnabled();
    }

    await page.getByRole('tab', { name: 'Saved Posts' }).click();
    const items = page.getByRole('tabpanel', { name: 'Saved Posts' }).locator('ul').first().locator(':scope > li');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(fourth);
    await expect(items.nth(1)).toContainText(first);
  });
});

test.describe('when the network fails', () => {
  test('a failed save shows "Error" / "Failed to save post" and the Save button comes back', async ({ page, newAccount, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_CONNECTION_REFUSED \(.*\/rest\/v1\/saved_posts\)$/);
    await signUpThroughApi(page, newAccount());
    await generate(page);
    await page.route('**/rest/v1/saved_posts**', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    await captionCard(page, 1).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Error', 'Failed to save post');
    await expect(captionCard(page, 1).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('a generation answered by something other than our server (a proxy page) shows "Error" / "Failed to generate content"', async ({
    page,
    newAccount,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503 \(Service Unavailable\) \(.*\/functions\/v1\/generate-content\)$/);
    await signUpThroughApi(page, newAccount());
    // A proxy in front of the server answering with its own HTML error page: no message to show.
    await page.route(GENERATE_PATH, (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' }),
    );
    await page.getByLabel('Your Niche').fill('vegan bakery');
    await page.getByRole('button', { name: 'Generate Captions' }).click();
    await expectToast(page, 'Error', 'Failed to generate content');
    await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
    await expect(results(page)).toHaveCount(0);
  });
});
