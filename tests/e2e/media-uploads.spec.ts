import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, signUpThroughApi, test } from './support/fixtures';

/**
 * What the browser makes of a chosen photo or video before sending it (src/client/lib/media.ts,
 * issue 5): a photo downscaled to a JPEG of at most 1568 px, a video replaced by a JPEG poster
 * frame, and the original file when the browser cannot decode it. Each test reads the body that
 * reached /functions/v1/generate-content and decodes the picture with sharp.
 */

/** docs/caption-engine.md: the longest side vision models read (src/shared/limits.ts). */
const LONGEST_SIDE = 1568;

/** A 2 s, 160×120 H.264 clip of ffmpeg's test pattern (5 KB): `ffmpeg -f lavfi -i testsrc=size=160x120:rate=10:duration=2 -c:v libx264 -profile:v baseline -crf 35 -pix_fmt yuv420p -movflags +faststart -an`. */
const TINY_H264_MP4 = path.join(import.meta.dirname, 'fixtures', 'tiny-h264.mp4');

function isGenerateRequest(request: Request): boolean {
  return request.url().includes('/functions/v1/generate-content') && request.method() === 'POST';
}

/** Chooses the file, presses Generate, and returns the imageData the server received. */
async function generateWithFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  await page.getByLabel('Upload Photo/Video (Optional)').setInputFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
  await page.getByLabel('Your Niche').fill('vegan bakery');
  const sent = page.waitForRequest(isGenerateRequest);
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  const body = (await sent).postDataJSON() as { imageData: unknown };
  expect(typeof body.imageData).toBe('string');
  return body.imageData as string;
}

function decodeDataUrl(dataUrl: string): { mediaType: string; bytes: Buffer } {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error(`not a base64 data URL: ${dataUrl.slice(0, 40)}…`);
  return { mediaType: match[1], bytes: Buffer.from(match[2], 'base64') };
}

test('a 3000×2000 photo arrives as a JPEG whose longest side is 1568 px, the same picture', async ({ page, newAccount }) => {
  // Left half red, right half blue: the picture must survive the downscale, not only its size.
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    const isLeft = index % width < width / 2;
    pixels[index * 3] = isLeft ? 220 : 20;
    pixels[index * 3 + 2] = isLeft ? 20 : 220;
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  await signUpThroughApi(page, newAccount());

  const imageData = await generateWithFile(page, { name: 'storefront.png', mimeType: 'image/png', buffer: png });

  const { mediaType, bytes } = decodeDataUrl(imageData);
  expect(mediaType).toBe('image/jpeg');
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe('jpeg');
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(LONGEST_SIDE);
  expect(metadata.width).toBe(LONGEST_SIDE);
  expect(metadata.height).toBe(Math.round((height * LONGEST_SIDE) / width));
  const sample = async (left: number) =>
    [...(await sharp(bytes).extract({ left, top: 500, width: 1, height: 1 }).raw().toBuffer())].slice(0, 3);
  const [red, , blue] = await sample(200);
  expect(red).toBeGreaterThan(180);
  expect(blue).toBeLessThan(60);
  const [redRight, , blueRight] = await sample(1400);
  expect(redRight).toBeLessThan(60);
  expect(blueRight).toBeGreaterThan(180);
  await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
});

test('a video (H.264 MP4) arrives as a JPEG poster frame of the clip', async ({ page, newAccount }) => {
  await signUpThroughApi(page, newAccount());
  const imageData = await generateWithFile(page, { name: 'bakery-tour.mp4', mimeType: 'video/mp4', buffer: readFileSync(TINY_H264_MP4) });

  const { mediaType, bytes } = decodeDataUrl(imageData);
  expect(mediaType).toBe('image/jpeg');
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 160, 120]);
  // A frame of the test pattern (colour bars and a moving gradient), not a blank canvas.
  const { channels } = await sharp(bytes).stats();
  for (const channel of channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(30);
  await expectToast(page, 'Generated!', '5 caption variations and hashtags are ready');
});

test('a file named .mp4 that is not a video is sent as it is, and the server refuses it: "Error" / "The file content does not match its declared type"', async ({
  page,
  newAccount,
  allowConsoleErrors,
}) => {
  // The server's 400, which Chromium logs.
  allowConsoleErrors(/status of 400 \(Bad Request\) \(.*\/functions\/v1\/generate-content\)$/);
  await signUpThroughApi(page, newAccount());
  const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 131 + 7) % 256));

  const imageData = await generateWithFile(page, { name: 'broken.mp4', mimeType: 'video/mp4', buffer: garbage });

  // The fallback: the browser could not decode it, so the original bytes went, under their type.
  expect(imageData).toBe(`data:video/mp4;base64,${garbage.toString('base64')}`);
  await expectToast(page, 'Error', 'The file content does not match its declared type');
  await expect(page.getByRole('button', { name: 'Generate Captions' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Caption Variations' })).toHaveCount(0);
});
