import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_DIMENSION } from '../../shared/limits';
import {
  describeUpload,
  extractVideoFrame,
  isFfmpegAvailable,
  MEDIA_NOTICES,
  normaliseImage,
  prepareMediaForProvider,
  PROVIDER_MEDIA_SUPPORT,
} from './media';

const hasFfmpeg = await isFfmpegAvailable();
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const decode = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

function solid(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

function makeVideo(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-media-test-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:size=320x240:rate=10', '-t', '2', '-pix_fmt', 'yuv420p', file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('describeUpload', () => {
  it('tells a photo from a video by the declared type, without decoding', () => {
    expect(describeUpload('data:image/webp;base64,AAAA')).toEqual({ kind: 'photo', mediaType: 'image/webp', dataUrl: 'data:image/webp;base64,AAAA' });
    expect(describeUpload('data:video/quicktime;base64,AAAA').kind).toBe('video');
  });

  it("takes an image as a video's frame when the request says mediaKind 'video' (issue 15)", () => {
    expect(describeUpload('data:image/jpeg;base64,AAAA', 'video')).toEqual({ kind: 'video', mediaType: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,AAAA' });
    expect(describeUpload('data:image/jpeg;base64,AAAA', 'image').kind).toBe('photo');
    // The data's own type wins where it says video: a video file is never written about as a photo.
    expect(describeUpload('data:video/mp4;base64,AAAA', 'image').kind).toBe('video');
  });
});

describe('normaliseImage', () => {
  it(`shrinks the longer side to ${MEDIA_MAX_DIMENSION} px and writes JPEG`, async () => {
    const image = await normaliseImage(await solid(4000, 1000, '#808080').webp().toBuffer());
    expect([image.width, image.height]).toEqual([MEDIA_MAX_DIMENSION, MEDIA_MAX_DIMENSION / 4]);
    expect((await sharp(image.jpeg).metadata()).format).toBe('jpeg');
  });

  it('never enlarges a small image', async () => {
    const image = await normaliseImage(await solid(300, 200, '#808080').png().toBuffer());
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it('applies the EXIF orientation', async () => {
    const rotated = await solid(200, 100, '#808080').jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const image = await normaliseImage(rotated);
    expect([image.width, image.height]).toEqual([100, 200]);
    expect((await sharp(image.jpeg).metadata()).orientation ?? 1).toBe(1);
  });

  it('puts transparency on white', async () => {
    const transparent = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const { data } = await sharp((await normaliseImage(transparent)).jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 3))).toBeGreaterThan(245);
  });

  it("keeps only an animated GIF's first frame", async () => {
    const red = await solid(40, 30, '#ff0000').png().toBuffer();
    const blue = await solid(40, 30, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const image = await normaliseImage(gif);
    expect([image.width, image.height]).toEqual([40, 30]);
    const { data } = await sharp(image.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });
});

describe('prepareMediaForProvider', () => {
  it('passes nothing on when nothing was sent', async () => {
    expect(await prepareMediaForProvider(undefined, { support: PROVIDER_MEDIA_SUPPORT.openai })).toEqual({});
  });

  it('re-encodes a photo as JPEG', async () => {
    const png = await solid(2000, 2000, '#00aa00').png().toBuffer();
    const prepared = await prepareMediaForProvider(describeUpload(dataUrl('image/png', png)), { support: PROVIDER_MEDIA_SUPPORT.anthropic });
    expect(prepared.notice).toBeUndefined();
    expect(prepared.media).toMatchObject({ kind: 'photo', mediaType: 'image/jpeg', width: MEDIA_MAX_DIMENSION, height: MEDIA_MAX_DIMENSION });
    expect((await sharp(decode(prepared.media!.dataUrl)).metadata()).format).toBe('jpeg');
  });

  it('goes on without a photo it cannot read, and says so', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const prepared = await prepareMediaForProvider(describeUpload(dataUrl('image/jpeg', broken)), { support: PROVIDER_MEDIA_SUPPORT.openai });
    expect(prepared).toEqual({ notice: MEDIA_NOTICES.photoNotUsed });
  });

  it('sends video as it is to a provider that takes it', async () => {
    const upload = describeUpload('data:video/mp4;base64,AAAAGGZ0eXBtcDQy');
    expect(await prepareMediaForProvider(upload, { support: PROVIDER_MEDIA_SUPPORT.google })).toEqual({ media: upload });
  });

  it('goes on without a video when ffmpeg is missing, and says so', async () => {
    const upload = describeUpload('data:video/mp4;base64,AAAAGGZ0eXBtcDQy');
    const prepared = await prepareMediaForProvider(upload, { support: PROVIDER_MEDIA_SUPPORT.openai, ffmpegPath: '/nonexistent/ffmpeg' });
    expect(prepared).toEqual({ notice: MEDIA_NOTICES.videoNotUsed });
  });

  it.skipIf(!hasFfmpeg)('sends a frame of a video, cut by ffmpeg, to a provider that takes no video', async () => {
    const prepared = await prepareMediaForProvider(describeUpload(dataUrl('video/mp4', makeVideo())), {
      support: PROVIDER_MEDIA_SUPPORT['openai-compatible'],
    });
    expect(prepared.notice).toBeUndefined();
    expect(prepared.media).toMatchObject({ kind: 'video', mediaType: 'image/jpeg', width: 320, height: 240 });
    const { data } = await sharp(decode(prepared.media!.dataUrl)).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
  });

  it.skipIf(!hasFfmpeg)('says so when ffmpeg cannot read the video', async () => {
    const notAVideo = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(500, 7)]);
    const prepared = await prepareMediaForProvider(describeUpload(dataUrl('video/mp4', notAVideo)), { support: PROVIDER_MEDIA_SUPPORT.openai });
    expect(prepared).toEqual({ notice: MEDIA_NOTICES.videoNotRead });
  });
});

describe('extractVideoFrame', () => {
  it.skipIf(!hasFfmpeg)('takes the very start of a clip shorter than a second', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'captioncraft-media-test-'));
    try {
      const file = path.join(dir, 'short.mov');
      execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=blue:size=160x120:rate=10', '-t', '0.5', '-pix_fmt', 'yuv420p', file]);
      const frame = await extractVideoFrame(readFileSync(file));
      expect(frame).toBeDefined();
      expect(await sharp(frame).metadata()).toMatchObject({ width: 160, height: 120 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
