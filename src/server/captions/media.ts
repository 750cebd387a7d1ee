import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_MAX_DIMENSION } from '../../shared/limits';
import type { MediaKind } from '../../shared/schemas';
import { lazy } from '../lazy';
import type { PreparedMedia } from './engine';

/**
 * Photos and videos on their way to an AI provider (docs/caption-engine.md, "Media"). The browser
 * normally sends a ≤ 1568 px JPEG or a video's poster frame already; this is the server's own
 * pass for everything else: images re-encoded with sharp (EXIF rotation applied, ≤ 1568 px,
 * JPEG, a GIF's first frame), videos sent raw to providers that take them, otherwise as one JPEG
 * frame cut by ffmpeg when it is installed, otherwise left out with a notice.
 */

const execFileAsync = promisify(execFile);

export const JPEG_QUALITY = 85;

/**
 * Decoding a 20 MB upload holds its bytes plus the decoded pixels (~60 MB at once), so at most
 * two uploads are decoded at a time (two cores here); the others wait holding only their data
 * URL. Measured with 10 concurrent 20 MB uploads: bench/suites/generate-endpoint.ts.
 */
const MAX_CONCURRENT_DECODES = 2;

/** sharp (libvips, ~0.1 s and ~10 MB to load) on the first decode: only provider engines decode. */
const loadSharp = lazy(async () => {
  const { default: sharp } = await import('sharp');
  // libvips keeps recent operations and their buffers; a server decoding one upload per request gains nothing from it.
  sharp.cache(false);
  return sharp;
});

let decodesRunning = 0;
const decodeQueue: Array<() => void> = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decodesRunning >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => decodeQueue.push(resolve));
  decodesRunning += 1;
  try {
    return await work();
  } finally {
    decodesRunning -= 1;
    decodeQueue.shift()?.();
  }
}
/** ffmpeg cut a frame from a 20 MB mp4 in ~0.6 s here; anything far slower is a stuck process. */
const FFMPEG_TIMEOUT_MS = 20_000;

export const MEDIA_NOTICES = {
  videoNotUsed: 'The video could not be used by the AI provider, so the captions were written without it.',
  photoNotUsed: 'The photo could not be read, so the captions were written without it.',
  /** The provider itself refused a photo we could read (its size, format or content). */
  photoRefused: 'The photo could not be used by the AI provider, so the captions were written without it.',
  videoNotRead: 'The video could not be read, so the captions were written without it.',
} as const;

/** What a provider takes besides JPEG images, which everyone takes. */
export interface MediaSupport {
  /** Video sent as it is (Gemini: mp4 and mov inline). */
  rawVideo: boolean;
}

/**
 * OpenAI and Anthropic refuse video inside the SDK before sending; Gemini takes it inline.
 * OpenAI-compatible servers differ (some take `video_url`, most do not), so they get frames.
 */
export const PROVIDER_MEDIA_SUPPORT: Record<'openai' | 'anthropic' | 'google' | 'openai-compatible', MediaSupport> = {
  openai: { rawVideo: false },
  anthropic: { rawVideo: false },
  google: { rawVideo: true },
  'openai-compatible': { rawVideo: false },
};

/**
 * The upload as the route received it (already validated, magic bytes included): nothing decoded
 * yet. A video file is a video whatever the request says; an image is a video's frame when the
 * request's `mediaKind` says so (the browser sends a video as its poster frame: issue 15).
 */
export function describeUpload(dataUrl: string, mediaKind?: MediaKind): PreparedMedia {
  const mediaType = dataUrl.slice('data:'.length, dataUrl.indexOf(';')).toLowerCase();
  const isVideo = mediaType.startsWith('video/') || mediaKind === 'video';
  return { kind: isVideo ? 'video' : 'photo', dataUrl, mediaType };
}

function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

function toDataUrl(bytes: Buffer, mediaType: string): string {
  return `data:${mediaType};base64,${bytes.toString('base64')}`;
}

/** Rotated by its EXIF orientation, at most 1568 px on the longer side, transparency on white, JPEG. */
export async function normaliseImage(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  // Only the first frame of a GIF or animated WebP is read (sharp's default `pages: 1`).
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: MEDIA_MAX_DIMENSION, height: MEDIA_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

const ffmpegChecks = new Map<string, Promise<boolean>>();

/** Is ffmpeg there? Asked once per path: it is optional, absent on a fresh machine. */
export function isFfmpegAvailable(ffmpegPath = 'ffmpeg'): Promise<boolean> {
  let check = ffmpegChecks.get(ffmpegPath);
  if (!check) {
    check = execFileAsync(ffmpegPath, ['-version'], { timeout: 5000 }).then(
      () => true,
      () => false,
    );
    ffmpegChecks.set(ffmpegPath, check);
  }
  return check;
}

/**
 * One frame of a video as image bytes. ffmpeg reads from a temp file: through stdin it fails on
 * mp4/mov (the index may sit at the end) or silently writes nothing (docs/caption-engine.md).
 * A second in, to skip a black first frame; the very start when the clip is shorter.
 */
export async function extractVideoFrame(video: Buffer, options: { ffmpegPath?: string; signal?: AbortSignal } = {}): Promise<Buffer | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'captioncraft-video-'));
  try {
    const input = path.join(dir, 'input');
    const output = path.join(dir, 'frame.png');
    await writeFile(input, video);
    for (const seek of ['1', '0']) {
      try {
        await execFileAsync(
          options.ffmpegPath ?? 'ffmpeg',
          ['-v', 'error', '-nostdin', '-y', '-ss', seek, '-i', input, '-frames:v', '1', output],
          { timeout: FFMPEG_TIMEOUT_MS, signal: options.signal },
        );
        const frame = await readFile(output).catch(() => undefined);
        if (frame && frame.length > 0) return frame;
      } catch {
        // Not a video ffmpeg can read, or aborted: try the other position, then give up.
        if (options.signal?.aborted) return undefined;
      }
    }
    return undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface MediaPreparation {
  media?: PreparedMedia;
  notice?: string;
}

export interface PrepareMediaOptions {
  support: MediaSupport;
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/** Makes the upload something the provider takes, or leaves it out and says why. */
export async function prepareMediaForProvider(
  media: PreparedMedia | undefined,
  options: PrepareMediaOptions,
): Promise<MediaPreparation> {
  if (!media) return {};
  if (media.kind === 'video') {
    if (options.support.rawVideo && media.mediaType.startsWith('video/')) return { media };
    return withDecodeSlot(() => prepareVideoFrame(media, options));
  }
  return withDecodeSlot(async () => {
    try {
      const image = await normaliseImage(decodeDataUrl(media.dataUrl));
      return { media: { kind: 'photo', dataUrl: toDataUrl(image.jpeg, 'image/jpeg'), mediaType: 'image/jpeg', width: image.width, height: image.height } };
    } catch {
      return { notice: MEDIA_NOTICES.photoNotUsed };
    }
  });
}

async function prepareVideoFrame(media: PreparedMedia, options: PrepareMediaOptions): Promise<MediaPreparation> {
  // The browser may already have sent a frame (a JPEG standing for the video).
  const bytes = decodeDataUrl(media.dataUrl);
  if (media.mediaType.startsWith('image/')) {
    try {
      const image = await normaliseImage(bytes);
      return { media: { kind: 'video', dataUrl: toDataUrl(image.jpeg, 'image/jpeg'), mediaType: 'image/jpeg', width: image.width, height: image.height } };
    } catch {
      return { notice: MEDIA_NOTICES.videoNotRead };
    }
  }
  if (!(await isFfmpegAvailable(options.ffmpegPath))) return { notice: MEDIA_NOTICES.videoNotUsed };
  const frame = await extractVideoFrame(bytes, { ffmpegPath: options.ffmpegPath, signal: options.signal });
  if (!frame) return { notice: MEDIA_NOTICES.videoNotRead };
  try {
    const image = await normaliseImage(frame);
    return { media: { kind: 'video', dataUrl: toDataUrl(image.jpeg, 'image/jpeg'), mediaType: 'image/jpeg', width: image.width, height: image.height } };
  } catch {
    return { notice: MEDIA_NOTICES.videoNotRead };
  }
}
