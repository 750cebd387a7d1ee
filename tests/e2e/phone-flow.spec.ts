import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { FAKE_CAPTION_SETS, FAKE_NICHE } from '../support/fake-ai-provider';
import { belowRequired, measureContrast } from './support/contrast';
import { expect, expectToast, providerTest, signUpThroughApi, test, type ApiSession } from './support/fixtures';

/**
 * Issue 15: the generate flow on a phone (360 px) and on a desktop (1280 px), in every script:
 * direction and language of what was written, results that stay, the phone's scroll, focus and
 * toasts, saved state, video captions, contrast and nothing cut.
 */

const VIEWPORTS = [
  { name: 'phone, 360 px', viewport: { width: 360, height: 780 } },
  { name: 'desktop, 1280 px', viewport: { width: 1280, height: 900 } },
] as const;

const GENERATE_PATH = '**/functions/v1/generate-content';
const TINY_H264_MP4 = path.join(import.meta.dirname, 'fixtures', 'tiny-h264.mp4');

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Caption Variations' });
}

function captionCard(page: Page, number: number): Locator {
  return results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Option ${number}`, exact: true }) });
}

/** The caption's own paragraph: the one with a `lang` (the card also holds its length counter). */
function captionText(page: Page, number: number): Locator {
  return captionCard(page, number).locator('p[lang]').first();
}

/**
 * Generates and waits for the answer in this language. Earlier results stay on screen until the
 * new ones arrive, so the wait is for captions marked with this language, whole.
 */
async function generateIn(page: Page, language: string, niche = 'vegan bakery'): Promise<void> {
  await page.getByLabel('Your Niche').fill(niche);
  await page.getByLabel('Language').selectOption(language);
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  await expect(captionText(page, 1)).toHaveAttribute('lang', language);
  await expect(captionCard(page, 5)).toBeVisible();
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
}

async function readCaptions(page: Page): Promise<string[]> {
  return results(page).locator('ol > li p[lang]').allInnerTexts();
}

/** The caller's saved posts, read through the REST API. */
async function savedPosts(page: Page, session: ApiSession): Promise<{ caption: string }[]> {
  const response = await page.request.get('/rest/v1/saved_posts?select=caption', {
    headers: { apikey: session.anonKey, Authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { caption: string }[];
}

/** Whether two boxes overlap (a toast over the header or a field). */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast with this text, once it is at rest, covers none of `covered`. */
async function expectToastClearOf(page: Page, text: string, covered: Locator[]): Promise<void> {
  const toasts = page.locator('[data-toast]', { hasText: text });
  await expect(toasts.first()).toBeVisible();
  // A toast slides in: measure where it comes to rest.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-toast]')].every((toast) => toast.getAnimations().length === 0));
  for (const toast of await toasts.all()) {
    const toastBox = await toast.boundingBox();
    for (const target of covered) {
      const targetBox = await target.boundingBox();
      expect(toastBox && targetBox && overlaps(toastBox, targetBox), `a toast covers ${target.toString()}`).toBe(false);
    }
  }
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test.describe('every script reads right', () => {
      test.beforeEach(async ({ context, baseURL }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      });

      test('Arabic and Urdu captions and hashtags are right to left with their lang; the English niche is one isolated run', async ({
        page,
        newAccount,
      }) => {
        await signUpThroughApi(page, newAccount());
        for (const language of ['ar', 'ur']) {
          await generateIn(page, language);
          for (let number = 1; number <= 5; number += 1) {
            const caption = captionText(page, number);
            await expect(caption).toHaveAttribute('lang', language);
            await expect(caption).toHaveCSS('direction', 'rtl');
            // Every occurrence of the niche sits in its own <bdi>, never loose in the sentence.
            const loose = await caption.evaluate((element) => {
              const copy = element.cloneNode(true) as HTMLElement;
              copy.querySelectorAll('bdi').forEach((piece) => piece.remove());
              return copy.textContent ?? '';
            });
            expect(loose).not.toContain('vegan');
          }
          // The niche as one run: a <bdi> holding exactly it, drawn in one piece where it fits a line.
          const pieces = results(page).locator('ol bdi', { hasText: /^vegan bakery$/ });
          expect(await pieces.count()).toBeGreaterThan(0);
          const rectangles = await pieces.evaluateAll((elements) => elements.map((element) => element.getClientRects().length));
          expect(Math.min(...rectangles)).toBe(1);
          const hashtags = results(page).locator('ul').last();
          await expect(hashtags).toHaveAttribute('lang', language);
          await expect(hashtags).toHaveCSS('direction', 'rtl');
          // An English tag in the right-to-left list keeps its '#' in front.
          const englishTag = hashtags.locator('li', { hasText: /^#[a-z]+$/ }).first();
          await expect(englishTag).toHaveCSS('direction', 'ltr');

          // Copied, each caption reads right to left when pasted into a box that guesses its direction;
          // the copied one is a caption that names the niche (the composer names it in one or two).
          const texts = await readCaptions(page);
          const withNiche = texts.findIndex((text) => text.includes('vegan bakery')) + 1;
          expect(withNiche).toBeGreaterThan(0);
          await page.getByRole('button', { name: `Copy caption ${withNiche}` }).click();
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          expect(copied.startsWith('\u200F')).toBe(true);
          expect(copied).toContain('\u2066vegan bakery\u2069');
          const pastedDirection = await page.evaluate((text) => {
            const box = document.createElement('textarea');
            box.dir = 'auto';
            box.value = text;
            document.body.append(box);
            const direction = box.matches(':dir(rtl)') ? 'rtl' : 'ltr';
            box.remove();
            return direction;
          }, copied);
          expect(pastedDirection).toBe('rtl');
        }
      });

      test('Hindi captions carry lang="hi" and Japanese ones lang="ja", left to right', async ({ page, newAccount }) => {
        await signUpThroughApi(page, newAccount());
        for (const language of ['hi', 'ja']) {
          await generateIn(page, language);
          await expect(captionText(page, 1)).toHaveAttribute('lang', language);
          await expect(captionText(page, 1)).toHaveCSS('direction', 'ltr');
          await expect(results(page).locator('ul').last()).toHaveAttribute('lang', language);
        }
      });

      test('the free-text fields take the direction of what is typed; an Arabic saved post is right to left', async ({
        page,
        newAccount,
      }) => {
        await signUpThroughApi(page, newAccount());
        await page.getByLabel('Your Niche').fill('مخبز نباتي');
        expect(await page.getByLabel('Your Niche').evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);
        await page.getByLabel('Topic (Optional)').fill('خبز طازج كل صباح');
        expect(await page.getByLabel('Topic (Optional)').evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);

        await generateIn(page, 'ar', 'vegan bakery');
        await captionCard(page, 1).getByRole('button', { name: 'Save caption 1' }).click();
        await expectToast(page, 'Saved!', 'Post saved to your collection');
        await page.getByRole('tab', { name: 'Saved Posts' }).click();
        const saved = page.getByRole('tabpanel', { name: 'Saved Posts' }).locator('li p[lang]').first();
        await expect(saved).toHaveCSS('direction', 'rtl');
        await expect(saved).toHaveAttribute('lang', 'ar');
      });
    });

    providerTest.describe('results stay until new ones arrive', () => {
      providerTest.afterEach(({ providerApp }) => providerApp.fake.reset());

      providerTest('rate limited: the earlier five captions stay, the toast is the spec\'s, the button says when to try again', async ({
        page,
        providerApp,
        newAccount,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(/status of 429 \(Too Many Requests\)/);
        await signUpThroughApi(page, newAccount());
        await generateIn(page, 'en', FAKE_NICHE);
        const before = await readCaptions(page);
        expect(before).toHaveLength(5);

        providerApp.fake.setDefault({ kind: 'rate-limited', retryAfterSeconds: 45 });
        const generateButton = page.getByRole('button', { name: 'Generate Captions' });
        // Pressed where a phone's user presses it: at the bottom of the screen.
        await generateButton.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await generateButton.click();
        await expectToast(page, 'Error', 'Rate limit exceeded. Please try again in a moment.');
        const button = page.getByRole('button', { name: /^Try again in \d+ s$/ });
        await expect(button).toBeDisabled();
        // The toast leaves the button's countdown and the header in sight.
        await expectToastClearOf(page, 'Rate limit exceeded', [page.getByRole('banner'), button]);
        const seconds = Number(/(\d+)/.exec((await button.innerText()) ?? '')?.[1]);
        expect(seconds).toBeGreaterThan(40);
        expect(seconds).toBeLessThanOrEqual(45);
        expect(await readCaptions(page)).toEqual(before);
      });

      providerTest('a dropped connection: "Failed to generate content", the earlier captions stay, and Try again works', async ({
        page,
        providerApp,
        newAccount,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(/ERR_CONNECTION_RESET|ERR_FAILED/);
        await signUpThroughApi(page, newAccount());
        await generateIn(page, 'en', FAKE_NICHE);
        const before = await readCaptions(page);

        // The connection drops before any answer.
        await page.route(GENERATE_PATH, (route) => route.abort('connectionreset'));
        await page.getByRole('button', { name: 'Generate Captions' }).click();
        await expectToast(page, 'Error', 'Failed to generate content');
        await expect(page.getByText('Failed to fetch')).toHaveCount(0);
        expect(await readCaptions(page)).toEqual(before);

        // The connection drops mid-stream, after the new answer's first captions were shown.
        await page.unroute(GENERATE_PATH);
        await page.route(GENERATE_PATH, async (route) => {
          const response = await route.fetch();
          const events = (await response.text()).split('\n\n');
          const cut = events.findIndex((event) => event.includes('event: partial') && event.includes('"captions":["'));
          await route.fulfill({ response, body: `${events.slice(0, cut + 1).join('\n\n')}\n\n` });
        });
        await page.getByRole('button', { name: 'Generate Captions' }).click();
        await expect(page.locator('[data-toast]', { hasText: 'Failed to generate content' })).toHaveCount(2);
        expect(await readCaptions(page)).toEqual(before);

        // Try again, from the toast, once the connection is back.
        await page.unroute(GENERATE_PATH);
        providerApp.fake.setDefault('good');
        // The newest toast is the one in front.
        await page.locator('[data-toast][data-front="true"]', { hasText: 'Failed to generate content' }).getByRole('button', { name: 'Try again' }).click();
        await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
        expect(await readCaptions(page)).toHaveLength(5);
      });
    });

    test.describe('the phone flow', () => {
      test('after Generate the results come into view, smoothly, announced once; toasts cover neither header nor the field in use', async ({
        page,
        newAccount,
      }) => {
        await page.addInitScript(() => {
          // Records how the page asks to scroll (the browser's own call, observed, not replaced).
          const original = Element.prototype.scrollIntoView;
          (window as unknown as { scrolls: unknown[] }).scrolls = [];
          Element.prototype.scrollIntoView = function record(this: Element, options?: boolean | ScrollIntoViewOptions) {
            (window as unknown as { scrolls: unknown[] }).scrolls.push({ id: this.id, options });
            return original.call(this, options);
          };
        });
        await signUpThroughApi(page, newAccount());
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { announcements: string[] }).announcements = seen;
          new MutationObserver(() => {
            for (const status of document.querySelectorAll('main [role=status]')) {
              const text = status.textContent?.trim() ?? '';
              if (text && seen.at(-1) !== text) seen.push(text);
            }
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        await page.getByRole('button', { name: 'Generate Captions' }).evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await generateIn(page, 'en');
        await expect(results(page).getByRole('heading', { name: 'Caption Variations' })).toBeInViewport();
        await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
        const scrolls = await page.evaluate(() => (window as unknown as { scrolls: { id: string; options: ScrollIntoViewOptions }[] }).scrolls);
        expect(scrolls.filter((scroll) => scroll.id === 'results-heading').map((scroll) => scroll.options.behavior)).toEqual(['smooth']);
        expect(await page.evaluate(() => (window as unknown as { announcements: string[] }).announcements)).toEqual([
          'New captions are arriving below the form',
        ]);
        await expectToastClearOf(page, 'Generated!', [page.getByRole('banner'), results(page).getByRole('heading', { name: 'Caption Variations' })]);
      });

      test('with reduced motion the results jump into view without smooth scrolling', async ({ page, newAccount }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript(() => {
          const original = Element.prototype.scrollIntoView;
          (window as unknown as { scrolls: unknown[] }).scrolls = [];
          Element.prototype.scrollIntoView = function record(this: Element, options?: boolean | ScrollIntoViewOptions) {
            (window as unknown as { scrolls: unknown[] }).scrolls.push({ id: this.id, options });
            return original.call(this, options);
          };
        });
        await signUpThroughApi(page, newAccount());
        await generateIn(page, 'en');
        await expect(results(page).getByRole('heading', { name: 'Caption Variations' })).toBeInViewport();
        const scrolls = await page.evaluate(() => (window as unknown as { scrolls: { id: string; options: ScrollIntoViewOptions }[] }).scrolls);
        expect(scrolls.filter((scroll) => scroll.id === 'results-heading').map((scroll) => scroll.options.behavior)).toEqual(['auto']);
      });

      test('a blank niche gets focus, aria-invalid and a visible mark, in view; the toast covers neither it nor the header', async ({
        page,
        newAccount,
      }) => {
        await signUpThroughApi(page, newAccount());
        const niche = page.getByLabel('Your Niche');
        const normalEdge = await niche.evaluate((element) => getComputedStyle(element).borderTopColor);
        // Scrolled down to the button, as a phone is when its user presses it.
        await page.getByRole('button', { name: 'Generate Captions' }).scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Generate Captions' }).click({ force: true });
        await expectToast(page, 'Missing information', 'Please enter your niche');
        await expect(niche).toBeFocused();
        await expect(niche).toHaveAttribute('aria-invalid', 'true');
        await expect(niche).toBeInViewport();
        await expect(niche).not.toHaveCSS('border-top-color', normalEdge);
        const message = page.locator('#niche-problem');
        await expect(message).toHaveText(/Please enter your niche/);
        await expect(message).toBeInViewport();
        await expect(niche).toHaveAttribute('aria-describedby', 'niche-problem');
        await expectToastClearOf(page, 'Missing information', [page.getByRole('banner'), niche, message]);
        await niche.fill('vegan bakery');
        await expect(niche).not.toHaveAttribute('aria-invalid');
      });
    });

    providerTest.describe('saved means saved', () => {
      providerTest.afterEach(({ providerApp }) => providerApp.fake.reset());

      providerTest('a saved card says so with a way to Saved Posts, and saving the same text again makes no duplicate', async ({
        page,
        providerApp,
        newAccount,
      }) => {
        providerApp.fake.setDefault('good');
        const session = await signUpThroughApi(page, newAccount());
        await generateIn(page, 'en', FAKE_NICHE);
        // A double press saves once.
        await captionCard(page, 1).getByRole('button', { name: 'Save caption 1' }).dblclick();
        await expectToast(page, 'Saved!', 'Post saved to your collection');
        await expect(captionCard(page, 1).getByText('Saved', { exact: true })).toBeVisible();
        await expect(captionCard(page, 1).getByRole('button', { name: /Save caption/ })).toHaveCount(0);
        expect(await savedPosts(page, session)).toHaveLength(1);

        // The same five captions again: the first is still saved, and is not saved twice.
        await page.getByRole('button', { name: 'Generate Captions' }).click();
        await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
        await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
        await expect(captionCard(page, 1).getByText('Saved', { exact: true })).toBeVisible();
        await expect(captionCard(page, 2).getByRole('button', { name: 'Save caption 2' })).toBeVisible();
        expect((await savedPosts(page, session)).map((post) => post.caption)).toEqual([FAKE_CAPTION_SETS.en.captions[0]]);

        await captionCard(page, 1).getByRole('button', { name: 'View in Saved Posts' }).click();
        await expect(page.getByRole('tab', { name: 'Saved Posts' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name: 'Saved Posts' })).toContainText(FAKE_CAPTION_SETS.en.captions[0]);
      });
    });

    test.describe('video captions speak of video', () => {
      // Words that call the attached media a photo (the composer's photo lines), and words of the
      // packs' video lines (a video, playing it, its sound, motion), in each language's captions. Lines about the creator's day that mention a
      // camera roll or a photo gallery are not about the attachment and are left out.
      const WORDS = {
        en: { photo: /\b(this photo|picture|caught on camera|this shot|snapped this)\b/i, video: /video|clip|play|sound|motion/i },
        es: { photo: /\b(esta foto|una foto|imagen)\b/i, video: /v[ií]deo|volumen|sonido|movimiento/i },
        ar: { photo: /صورة|لقطة/, video: /فيديو|التشغيل|الصوت|شغّلوا|تتحرك/ },
        hi: { photo: /तस्वीर|फ़ोटो|फोटो|कैमरे|क्लिक/, video: /वीडियो|रील|देखिए|देखकर|साउंड/ },
        ja: { photo: /写真|一枚/, video: /動画|再生|見て|見る|動き|音あり/ },
      } as const;

      test('a video upload gives captions about a video, in five languages (offline composer)', async ({ page, newAccount }) => {
        test.setTimeout(60_000);
        await signUpThroughApi(page, newAccount());
        await page.getByLabel('Upload Photo/Video (Optional)').setInputFiles({
          name: 'bakery-tour.mp4',
          mimeType: 'video/mp4',
          buffer: readFileSync(TINY_H264_MP4),
        });
        for (const [language, words] of Object.entries(WORDS)) {
          const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/generate-content'));
          await generateIn(page, language);
          const body = (await sent).postDataJSON() as { imageData: string; mediaKind?: string };
          // The browser sends the video's poster frame, and says that it is a video's.
          expect(body.imageData.startsWith('data:image/jpeg;base64,')).toBe(true);
          expect(body.mediaKind).toBe('video');
          const captions = (await readCaptions(page)).join('\n');
          expect(captions, `${language} captions`).not.toMatch(words.photo);
          expect(captions, `${language} captions`).toMatch(words.video);
        }
      });
    });

    test.describe('contrast and small screens', () => {
      test('control edges reach 3:1 and texts 4.5:1 (3:1 when large), on the form and the results', async ({ page, newAccount }) => {
        await signUpThroughApi(page, newAccount());
        // The empty form: placeholders show; then with a niche, so the button is active.
        const empty = await measureContrast(page);
        expect(belowRequired(empty.texts)).toEqual([]);
        expect(belowRequired(empty.edges)).toEqual([]);
        await generateIn(page, 'ar');
        await page.mouse.move(0, 0);
        const report = await measureContrast(page);
        expect(report.edges.length).toBeGreaterThan(10);
        expect(belowRequired(report.edges)).toEqual([]);
        expect(belowRequired(report.texts)).toEqual([]);
        // The figures, for the record in the test's output.
        const lowest = (findings: { ratio: number }[]) => Math.min(...findings.map((finding) => finding.ratio));
        test.info().annotations.push({ type: 'contrast', description: `lowest edge ${lowest(report.edges)}:1, lowest text ${lowest(report.texts)}:1` });
      });

      test('nothing of the form is cut: hints wrap, placeholders fit, four mood columns with whole labels and 44 px targets', async ({
        page,
        newAccount,
      }) => {
        await signUpThroughApi(page, newAccount());
        const form = page.locator('form', { has: page.getByLabel('Your Niche') });
        const problems = await form.evaluate((root) => {
          const found: string[] = [];
          const context = document.createElement('canvas').getContext('2d')!;
          if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
          for (const element of root.querySelectorAll<HTMLElement>('*')) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || element.closest('.sr-only')) continue;
            if (box.right > window.innerWidth + 0.5) found.push(`${element.tagName} reaches past the screen's edge`);
            const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
            if (hasText && element.scrollWidth > element.clientWidth + 1) found.push(`"${element.textContent?.trim()}" is cut`);
            if (hasText && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) found.push(`"${element.textContent}" ends in an ellipsis`);
          }
          for (const field of root.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
            const style = getComputedStyle(field);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if (context.measureText(field.placeholder).width > room) found.push(`the placeholder "${field.placeholder}" is cut`);
          }
          return found;
        });
        expect(problems).toEqual([]);
        await expect(page.getByText('JPG, PNG, GIF, WEBP, MP4 or MOV, up to 20 MB')).toBeVisible();

        const moods = page.getByRole('radiogroup', { name: 'Mood' });
        expect(await moods.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(4);
        for (const tile of await moods.getByRole('radio').all()) {
          const box = await tile.boundingBox();
          expect(box!.width).toBeGreaterThanOrEqual(44);
          expect(box!.height).toBeGreaterThanOrEqual(44);
          const label = tile.locator('span');
          const whole = await label.evaluate((element) => {
            const tileBox = element.parentElement!.getBoundingClientRect();
            const labelBox = element.getBoundingClientRect();
            return element.scrollWidth <= element.clientWidth + 1 && labelBox.left >= tileBox.left && labelBox.right <= tileBox.right;
          });
          expect(whole, `the label "${await label.innerText()}" is whole`).toBe(true);
        }
      });

      test('axe finds nothing on the Generate tab with Arabic results', async ({ page, newAccount }) => {
        await signUpThroughApi(page, newAccount());
        await generateIn(page, 'ar');
        await captionCard(page, 1).getByRole('button', { name: 'Save caption 1' }).click();
        await expect(captionCard(page, 1).getByText('Saved', { exact: true })).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        expect(violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
      });
    });
  });
}
