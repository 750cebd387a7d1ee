import { describe, expect, it } from 'vitest';
import type { SavedPost } from '../../../shared/schemas';
import { exportFileName, neutraliseFormula, postsToCsv, postsToJson, quoteCsvCell } from './export-posts';

const POST: SavedPost = {
  id: '0b6f3f2e-8f3c-4f43-9a53-0f4d2a9e0c11',
  user_id: '7d1c2a3b-0000-4000-8000-000000000001',
  caption: 'Line one, "quoted"\nline two',
  hashtags: ['launch', '東京'],
  mood: 'celebratory',
  niche: '=HYPERLINK("http://evil.example")',
  topic: null,
  website: null,
  language: 'ja',
  platform: 'instagram',
  options: null,
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-01T08:00:00.000Z',
};

describe('CSV export', () => {
  it('starts with a byte-order mark and a header, ends lines with CRLF and keeps hashtags in one cell', () => {
    const csv = postsToCsv([POST]);
    expect(csv.startsWith('\uFEFFcreated_at,updated_at,caption,hashtags,mood,language,platform,niche,topic,website,id\r\n')).toBe(true);
    expect(csv).toContain(',#launch #東京,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes cells with commas, quotes and line breaks as RFC 4180 says', () => {
    expect(quoteCsvCell('plain')).toBe('plain');
    expect(quoteCsvCell('a,b')).toBe('"a,b"');
    expect(quoteCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(postsToCsv([POST])).toContain('"Line one, ""quoted""\nline two"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(neutraliseFormula('1+1')).toBe('1+1');
    expect(postsToCsv([POST])).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('writes empty cells for empty context', () => {
    expect(postsToCsv([{ ...POST, caption: 'x', niche: null }]).split('\r\n')[1]).toBe(
      `2026-05-01T08:00:00.000Z,2026-05-01T08:00:00.000Z,x,#launch #東京,celebratory,ja,instagram,,,,${POST.id}`,
    );
  });
});

describe('JSON export and file names', () => {
  it('writes the posts as the API answers them', () => {
    expect(JSON.parse(postsToJson([POST]))).toEqual([POST]);
  });

  it('names the file after the day of the export', () => {
    expect(exportFileName('csv', new Date(2026, 4, 1, 12))).toBe('captioncraft-saved-posts-2026-05-01.csv');
  });
});
