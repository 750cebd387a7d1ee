import type { Dialect } from './connect';

/**
 * Turns stored values into plain values whatever the engine: timestamps become ISO strings,
 * JSON becomes values, lists become arrays. Writes differ only for lists (see `encodeTextArray`).
 */

export function readTimestamp(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function readOptionalTimestamp(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : readTimestamp(value);
}

export function readJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function writeJson(value: unknown): string {
  return JSON.stringify(value);
}

export function readTextArray(value: string[] | string): string[] {
  return Array.isArray(value) ? value : (JSON.parse(value) as string[]);
}

/** PostgreSQL takes a JS array for text[] (pg serialises it); SQLite stores JSON text. */
export function encodeTextArray(dialect: Dialect, value: string[]): string[] | string {
  return dialect === 'postgres' ? value : JSON.stringify(value);
}
