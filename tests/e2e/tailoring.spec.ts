import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, signUpThroughApi, test } from './support/fixtures';

/**
 * Issue 11 in Chromium: options in the form (remembered), a live count against the platform's
 * limit, regenerate and refine one card, edit before copy and save, hashtags removed one by one;
 * by keyboard, axe clean, and on a 360 px phone without sideways scrolling.
 */

function results(page: Page) {
  return page.getByRole('region', { name: 'Caption Variations' });
}

function captionCard(page: Page, number: number) {
  return results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Option ${number}`, exact: true }) });
}

function captionText(page: Page, number: number) {
  return captionCard(page, number).locator('p').first();
}

async function allCaptions(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= 5; number += 1) texts.push(await captionText(page, number).innerText());
  return texts;
}

async function generate(page: Page, niche = 'vegan bakery'): Promise<void> {
  await page.getByLabel('Your Niche').fill(niche);
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  await expect(captionCard(page, 5)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
}

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

test('choose X and no emoji: every card counts against 280 as X counts; the choice is remembered', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Platform').selectOption('x');
  await page.getByLabel('Emoji').selectOption('none');
  await generate(page);
  for (let number = 1; number <= 5; number += 1) {
    const counter = captionCard(page, number).getByText(/ \/ 280 characters on X \(as X counts\)$/);
    await expect(counter).toBeVisible();
    const count = Number((await counter.innerText()).split(' ')[0]);
    expect(count).toBeLessThanOrEqual(280);
  }
  await expect(results(page).getByText(/over X’s limit/)).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Platform')).toHaveValue('x');
  await expect(page.getByLabel('Emoji')).toHaveValue('none');
});

test('Instagram marks where the feed cuts at "…more"', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Platform').selectOption('instagram');
  await page.getByLabel('Length').selectOption('long');
  await generate(page);
  await expect(captionCard(page, 1).locator('[data-fold-mark]')).toContainText('…more');
  await expect(results(page).locator('ul > li')).toHaveCount(5);
});

test('regenerate one card: it changes and the other four stay', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await generate(page);
  const before = await allCaptions(page);
  await page.getByRole('button', { name: 'Regenerate caption 3' }).click();
  await expect(captionText(page, 3)).not.toHaveText(before[2]);
  await expect(page.getByRole('button', { name: 'Regenerate caption 3' })).toBeEnabled();
  const after = await allCaptions(page);
  expect(after.filter((_, index) => index !== 2)).toEqual(before.filter((_, index) => index !== 2));
  expect(before).not.toContain(after[2]);
});

test('refine one card by keyboard: Shorter makes it shorter; Translate to Hindi answers in Devanagari', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Length').selectOption('long');
  await generate(page);
  const before = await allCaptions(page);

  await page.getByRole('button', { name: 'Refine caption 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Refine caption 1' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('group', { name: 'Refine caption 1' }).getByRole('button', { name: 'Shorter' }).focus();
  await page.keyboard.press('Enter');
  await expect(captionText(page, 1)).not.toHaveText(before[0]);
  await expect(page.getByRole('button', { name: 'Refine caption 1' })).toBeEnabled();
  const shorter = await captionText(page, 1).innerText();
  expect([...shorter].length).toBeLessThan([...before[0]].length);
  expect((await allCaptions(page)).slice(1)).toEqual(before.slice(1));

  await page.getByRole('button', { name: 'Refine caption 2' }).click();
  await page.getByLabel('Translate caption 2 to').selectOption('hi');
  await page.getByRole('group', { name: 'Refine caption 2' }).getByRole('button', { name: 'Translate' }).click();
  await expect(captionText(page, 2)).toHaveText(/\p{Script=Devanagari}/u);
});

test.describe('edit before copy and save', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('edit a caption in place, with the live counter; copy and save take the edited text', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await page.getByLabel('Platform').selectOption('x');
    await generate(page);
    await page.getByRole('button', { name: 'Edit caption 2' }).click();
    const editor = page.getByLabel('Edit caption 2', { exact: true });
    const edited = 'Fresh sourdough out of the oven at 7, come early!';
    await editor.fill(edited);
    await expect(captionCard(page, 2).getByText(`${[...edited].length} / 280 characters on X (as X counts)`)).toBeVisible();

    await editor.fill('长'.repeat(141));
    await expect(captionCard(page, 2).getByRole('status').filter({ hasText: 'over X’s limit' })).toHaveText(
      'This caption is 2 characters over X’s limit of 280.',
    );
    await editor.fill(edited);
    await page.getByRole('button', { name: 'Done editing caption 2' }).click();
    await expect(captionText(page, 2)).toHaveText(edited);

    await page.getByRole('button', { name: 'Copy caption 2' }).click();
    await expectToast(page, 'Copied!', 'Caption copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

    await page.getByRole('button', { name: 'Save caption 2' }).click();
    await expectToast(page, 'Saved!', 'Post saved to your collection');
    await page.getByRole('tab', { name: 'Saved Posts' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Saved Posts' }).getByText(edited, { exact: true })).toBeVisible();
  });

  test('remove hashtags one by one; the set copied is what is left', async ({ page, newAccount }) => {
    await signUpThroughApi(page, newAccount());
    await page.getByLabel('Platform').selectOption('instagram');
    await generate(page);
    const pills = results(page).locator('ul > li');
    await expect(pills).toHaveCount(5);
    const removed = (await pills.first().innerText()).trim();
    await page.getByRole('button', { name: `Remove hashtag ${removed.slice(1)}` }).click();
    await expect(pills).toHaveCount(4);
    await page.getByRole('button', { name: 'Copy hashtags' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split(' ')).toHaveLength(4);
    expect(copied.split(' ')).not.toContain(removed);
  });
});

test('on a 360 px phone the options, the cards and an open Refine fit without sideways scrolling, axe clean', async ({ page, newAccount }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughApi(page, newAccount());
  await page.getByLabel('Platform').selectOption('linkedin');
  await generate(page);
  await page.getByRole('button', { name: 'Refine caption 1' }).click();
  await page.getByRole('button', { name: 'Edit caption 2' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
});
