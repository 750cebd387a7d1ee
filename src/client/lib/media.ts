import { MAX_UPLOAD_BYTES, MEDIA_MAX_DIMENSION } from '../../shared/limits';
import { isAllowedMediaType } from '../../shared/media-types';

export type MediaProblem = 'invalid-type' | 'too-large';

/** spec §5: checked as soon as a file is chosen, before anything is read. */
export function findMediaProblem(file: File): MediaProblem | undefined {
  if (!isAllowedMediaType(file.type)) return 'invalid-type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return undefined;
}

const JPEG_QUALITY = 0.85;
const VIDEO_FRAME_TIMEOUT_MS = 10_000;

/**
 * Turns a chosen file into the data URL the server receives. A photo is downscaled to at most
 * 1568 px (what vision models read anyway: docs/caption-engine.md) and re-encoded as JPEG, which
 * also drops EXIF data such as the location; a video becomes one poster frame. When the browser
 * cannot decode the file, the original is sent and the server decides.
 */
export async function prepareMediaForUpload(file: File): Promise<string> {
  try {
    return file.type.startsWith('video/') ? await captureVideoFrame(file) : await downscaleImage(file);
  } catch {
    return readAsDataUrl(file);
  }
}

function fitWithin(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MEDIA_MAX_DIMENSION / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function drawToJpeg(source: CanvasImageSource, width: number, height: number): string {
  const size = fitWithin(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('The browser cannot encode JPEG');
  return dataUrl;
}

async function downscaleImage(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    return drawToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

async function captureVideoFrame(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new Error('The video did not load in time')), VIDEO_FRAME_TIMEOUT_MS);
      video.addEventListener('error', () => reject(new Error('The browser cannot decode this video')), { once: true });
      video.addEventListener(
        'loadeddata',
        () => {
          // A frame a little into the clip says more than a black first frame.
          video.currentTime = Math.min(1, (video.duration || 0) / 4);
        },
        { once: true },
      );
      video.addEventListener(
        'seeked',
        () => {
          window.clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
      video.src = url;
    });
    if (!video.videoWidth || !video.videoHeight) throw new Error('The video has no picture');
    return drawToJpeg(video, video.videoWidth, video.videoHeight);
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as string));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read')));
    reader.readAsDataURL(file);
  });
}
