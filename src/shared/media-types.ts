import { ALLOWED_MEDIA_TYPES, type AllowedMediaType } from './limits';

/**
 * Tells a file's real type from its first bytes (magic numbers), so a renamed file cannot pass
 * as another type. MP4 and QuickTime share one container (ISO base media), and phones label the
 * same file either way, so they count as one family.
 */
export type MediaFamily = 'jpeg' | 'png' | 'gif' | 'webp' | 'isobmff';

const FAMILY_OF_TYPE: Record<AllowedMediaType, MediaFamily> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'isobmff',
  'video/quicktime': 'isobmff',
};

/** How many leading bytes `detectMediaFamily` needs. */
export const MEDIA_SNIFF_BYTES = 12;

export function isAllowedMediaType(type: string): type is AllowedMediaType {
  return (ALLOWED_MEDIA_TYPES as readonly string[]).includes(type);
}

export function familyOfType(type: AllowedMediaType): MediaFamily {
  return FAMILY_OF_TYPE[type];
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function detectMediaFamily(bytes: Uint8Array): MediaFamily | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO base media: a box size, then the box type; old QuickTime files may start with other atoms.
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(bytes, 4, 8))) return 'isobmff';
  return undefined;
}

export interface ParsedDataUrl {
  mediaType: AllowedMediaType;
  /** The base64 payload, not decoded. */
  base64: string;
  decodedBytes: number;
}

export type DataUrlProblem =
  | 'not-a-data-url'
  | 'unsupported-type'
  | 'not-base64'
  | 'too-large'
  | 'content-mismatch';

const DATA_URL_HEAD = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9=.-]+)*;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodedBase64Length(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function decodeBase64Prefix(base64: string, bytes: number): Uint8Array {
  const chars = Math.ceil(bytes / 3) * 4;
  const binary = atob(base64.slice(0, Math.min(chars, base64.length - (base64.length % 4))));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Parses and checks a base64 data URL of an allowed type; the payload is never decoded whole. */
export function parseMediaDataUrl(
  value: string,
  maxBytes: number,
): { ok: true; value: ParsedDataUrl } | { ok: false; problem: DataUrlProblem } {
  const head = DATA_URL_HEAD.exec(value);
  if (!head) return { ok: false, problem: 'not-a-data-url' };
  const declared = head[1].toLowerCase();
  if (!isAllowedMediaType(declared)) return { ok: false, problem: 'unsupported-type' };
  const base64 = value.slice(head[0].length);
  if (base64.length % 4 !== 0 || !BASE64_BODY.test(base64)) return { ok: false, problem: 'not-base64' };
  const decodedBytes = decodedBase64Length(base64);
  if (decodedBytes > maxBytes) return { ok: false, problem: 'too-large' };
  if (detectMediaFamily(decodeBase64Prefix(base64, MEDIA_SNIFF_BYTES)) !== familyOfType(declared)) {
    return { ok: false, problem: 'content-mismatch' };
  }
  return { ok: true, value: { mediaType: declared, base64, decodedBytes } };
}
