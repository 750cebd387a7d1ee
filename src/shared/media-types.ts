import { ALLOWED_MEDIA_TYPES, type AllowedMediaType } from './limits';

/**
 * Tells a file's real type from its first bytes (magic numbers), so a renamed file cannot pass
 * as another type. MP4 and QuickTime share one container (ISO base media), and phones label the
 * same file either way, so they count as one family: a video one (HEIC and AVIF photos share the
 * container and are told apart by their `ftyp` brands).
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

/**
 * How many leading bytes `detectMediaFamily` needs: an ISO-BMFF `ftyp` box's size, type, major
 * brand, minor version and up to twelve compatible brands.
 */
export const MEDIA_SNIFF_BYTES = 64;

export function isAllowedMediaType(type: string): type is AllowedMediaType {
  return (ALLOWED_MEDIA_TYPES as readonly string[]).includes(type);
}

export function familyOfType(type: AllowedMediaType): MediaFamily {
  return FAMILY_OF_TYPE[type];
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * `ftyp` brands of video files: the ISO base media brands, MP4, H.264, iTunes video, QuickTime
 * (`qt  `, with its two spaces), 3GPP/3GPP2 and the camera makers' own (Sony XAVC, Canon, Adobe F4V).
 */
const VIDEO_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9',
  'mp41', 'mp42', 'mp71', 'avc1', 'hvc1', 'av01', 'dash', 'msnv', 'MSNV', 'mmp4', 'f4v ', 'XAVC', 'CAEP',
  'M4V ', 'M4VH', 'M4VP', 'qt  ',
  '3gp4', '3gp5', '3gp6', '3gp7', '3gp8', '3gp9', '3gg6', '3ge6', '3ge7', '3gs7', '3g2a', '3g2b', '3g2c',
]);

/**
 * Brands of the same container holding something else: HEIF/HEIC and AVIF images and image
 * sequences (an iPhone photo is one), JPEG 2000, and iTunes audio. A file of these declared
 * video/mp4 is a photo or a song under a video's name.
 */
const NOT_VIDEO_BRANDS = new Set([
  'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'mif2', 'msf1', 'miaf', 'MiHA', 'MiHB', 'MiHE',
  'avif', 'avis', 'avci', 'avcs', 'jpeg', 'jpgs', 'jp2 ', 'jpx ', 'jpm ', 'mjp2', 'crx ',
  'M4A ', 'M4B ', 'M4P ',
]);

/**
 * Old QuickTime files may open with another atom than `ftyp` (a movie header, media data, padding
 * or a preview), and carry no brands at all.
 */
const QUICKTIME_FIRST_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/**
 * Is this `ftyp` box a video's? The major brand decides when it is known; otherwise a video
 * brand among the compatible ones, and no image or audio brand, is needed.
 */
function isVideoFileType(bytes: Uint8Array): boolean {
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const major = ascii(bytes, 8, 12);
  if (VIDEO_BRANDS.has(major)) return true;
  if (NOT_VIDEO_BRANDS.has(major)) return false;
  // A box size of 0 (to the end of the file) or 1 (a 64-bit size follows) only appears on media data, not on ftyp.
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= end; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
  return compatible.some((brand) => VIDEO_BRANDS.has(brand)) && !compatible.some((brand) => NOT_VIDEO_BRANDS.has(brand));
}

/** Pure (no Node or DOM APIs): the shared request schema runs it in the browser's form check and on the server. */
export function detectMediaFamily(bytes: Uint8Array): MediaFamily | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO base media: a box size, then the box type.
  const firstBox = ascii(bytes, 4, 8);
  if (firstBox === 'ftyp') return bytes.length >= 12 && isVideoFileType(bytes) ? 'isobmff' : undefined;
  if (QUICKTIME_FIRST_ATOMS.includes(firstBox)) return 'isobmff';
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
