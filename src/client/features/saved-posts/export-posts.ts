import { formatHashtags } from '../../../shared/hashtags';
import type { SavedPost } from '../../../shared/schemas';

/**
 * The library's export formats (issue 12). CSV for spreadsheet apps and schedulers: UTF-8 with a
 * byte-order mark (Excel reads it as UTF-8 only then), RFC 4180 quoting and CRLF line ends, the
 * hashtags in one cell. JSON for anything else: the posts as the API answers them.
 */
export const CSV_COLUMNS = [
  'created_at',
  'updated_at',
  'caption',
  'hashtags',
  'mood',
  'language',
  'platform',
  'niche',
  'topic',
  'website',
  'id',
] as const satisfies readonly (keyof SavedPost)[];

const BYTE_ORDER_MARK = '\uFEFF';
/** What makes a spreadsheet run a cell as a formula (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe, which shows as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a cell holding a quote, comma or line break is quoted, with quotes doubled. */
export function quoteCsvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellOf(post: SavedPost, column: (typeof CSV_COLUMNS)[number]): string {
  if (column === 'hashtags') return formatHashtags(post.hashtags);
  const value = post[column];
  return value === null || value === undefined ? '' : String(value);
}

export function postsToCsv(posts: readonly SavedPost[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const post of posts) lines.push(CSV_COLUMNS.map((column) => quoteCsvCell(neutraliseFormula(cellOf(post, column)))).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

export function postsToJson(posts: readonly SavedPost[]): string {
  return `${JSON.stringify(posts, null, 2)}\n`;
}

/** `captioncraft-saved-posts-2026-05-01.csv`: the day of the export, in the user's time zone. */
export function exportFileName(extension: 'csv' | 'json', now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `captioncraft-saved-posts-${day}.${extension}`;
}
