import { describe, expect, it } from 'vitest';
import { detectMediaFamily, parseMediaDataUrl } from './media-types';

/** An ISO-BMFF file's opening: an `ftyp` box with its brands, then the start of a movie box. */
function isoFile(major: string, compatible: string[]): Uint8Array {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const ftyp = new Uint8Array(8 + brands.length);
  new DataView(ftyp.buffer).setUint32(0, ftyp.length);
  ftyp.set(Array.from(`ftyp${brands}`, (char) => char.charCodeAt(0)), 4);
  const moov = Uint8Array.from('\0\0\0\x08moov', (char) => char.charCodeAt(0));
  return new Uint8Array([...ftyp, ...moov]);
}

function atom(type: string): Uint8Array {
  return Uint8Array.from(`\0\0\0\x10${type}\0\0\0\0\0\0\0\0`, (char) => char.charCodeAt(0));
}

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('detectMediaFamily for ISO base media files', () => {
  it.each([
    ['an mp4 from ffmpeg', isoFile('isom', ['isom', 'iso2', 'avc1', 'mp41'])],
    ['an mp4 from a phone', isoFile('mp42', ['isom', 'mp42'])],
    ['an iPhone mov', isoFile('qt  ', ['qt  '])],
    ['an iTunes video', isoFile('M4V ', ['M4V ', 'M4A ', 'mp42', 'isom'])],
    ['a 3GPP clip', isoFile('3gp4', ['isom', '3gp4'])],
    ['an unknown major brand with video compatible brands', isoFile('abcd', ['isom', 'mp42'])],
  ])('takes %s as video', (_name, bytes) => {
    expect(detectMediaFamily(bytes)).toBe('isobmff');
  });

  it.each([
    ['a HEIC photo', isoFile('heic', ['mif1', 'heic'])],
    ['a HEIF photo', isoFile('mif1', ['mif1', 'heic', 'miaf'])],
    ['an AVIF photo', isoFile('avif', ['avif', 'mif1', 'miaf', 'MA1B'])],
    ['an AVIF sequence', isoFile('avis', ['avis', 'msf1', 'iso8', 'mif1', 'miaf'])],
    ['a HEIF sequence with an unknown major brand', isoFile('abcd', ['msf1', 'iso8'])],
    ['an m4a song', isoFile('M4A ', ['M4A ', 'mp42', 'isom'])],
    ['an ftyp box without any video brand', isoFile('abcd', ['efgh'])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectMediaFamily(bytes)).toBeUndefined();
  });

  it.each(['moov', 'mdat', 'wide', 'free'])('takes an old QuickTime file that opens with a %s atom', (type) => {
    expect(detectMediaFamily(atom(type))).toBe('isobmff');
  });

  it('reads no brand past the end of the ftyp box', () => {
    // The bytes after a one-brand box belong to the next box, whose type happens to read "isom".
    const unknown = isoFile('abcd', ['efgh']);
    const next = Uint8Array.from('\0\0\0\x10isom', (char) => char.charCodeAt(0));
    expect(detectMediaFamily(new Uint8Array([...unknown.subarray(0, 20), ...next]))).toBeUndefined();
  });
});

describe('parseMediaDataUrl and ISO base media', () => {
  it('refuses a HEIC photo declared video/mp4 or video/quicktime', () => {
    const heic = isoFile('heic', ['mif1', 'heic']);
    expect(parseMediaDataUrl(dataUrl('video/mp4', heic), 1000)).toEqual({ ok: false, problem: 'content-mismatch' });
    expect(parseMediaDataUrl(dataUrl('video/quicktime', heic), 1000)).toEqual({ ok: false, problem: 'content-mismatch' });
  });

  it('takes an mp4 declared as QuickTime and a mov declared as mp4, as phones label them either way', () => {
    expect(parseMediaDataUrl(dataUrl('video/quicktime', isoFile('isom', ['isom', 'mp41'])), 1000).ok).toBe(true);
    expect(parseMediaDataUrl(dataUrl('video/mp4', isoFile('qt  ', ['qt  '])), 1000).ok).toBe(true);
  });

  it('takes a video whose only video brand sits after many others', () => {
    const many = isoFile('abcd', ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee', 'ffff', 'gggg', 'hhhh', 'iiii', 'mp42']);
    expect(parseMediaDataUrl(dataUrl('video/mp4', many), 1000).ok).toBe(true);
  });
});
