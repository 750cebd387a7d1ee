import type { HonoRequest } from 'hono';
import { readBodyText, readSmallBodyText } from './read-body';

/**
 * Every JSON request body is read here (auth, rest, functions), within a size limit and a
 * nesting limit. The depth is measured on the text before it is parsed: a few KB of `[[[[…` are a
 * valid document that JSON.parse takes, but turning it back into JSON (to store user metadata,
 * to sign it into a token) overflows the stack. No request of ours nests past a handful of
 * levels (docs/decisions/013-hostile-input-limits.md).
 */
export const MAX_JSON_DEPTH = 32;

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'too-large' | 'too-deep' | 'not-json' | 'empty' };

export interface JsonBodyLimits {
  maxBytes: number;
  maxDepth?: number;
  /**
   * Large bodies (a generation's data URL, up to 28 MB) go through the streaming reader, which
   * holds the bytes once; small ones through @hono/node-server's direct read (read-body.ts).
   */
  large?: boolean;
}

export async function readJsonBody(request: HonoRequest, limits: JsonBodyLimits): Promise<JsonBody> {
  const read = limits.large ? await readBodyText(request.raw, limits.maxBytes) : await readSmallBodyText(request, limits.maxBytes);
  if (!read.ok) return { ok: false, reason: 'too-large' };
  return parseJsonText(read.text, limits.maxDepth ?? MAX_JSON_DEPTH);
}

export function parseJsonText(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonBody {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  if (nestsDeeperThan(text, maxDepth)) return { ok: false, reason: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'not-json' };
  }
}

const STRUCTURAL = /[{}[\]"]/g;

/**
 * Whether brackets outside strings open more than `maxDepth` levels at some point. Strings are
 * skipped with indexOf (a 27 MB data URL is one string), so the cost is a few native scans, not
 * a loop over every character. Text that is not JSON gives some answer; JSON.parse refuses it next.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  const structural = new RegExp(STRUCTURAL.source, 'g');
  let depth = 0;
  let index = 0;
  for (;;) {
    structural.lastIndex = index;
    const match = structural.exec(text);
    if (!match) return false;
    index = match.index + 1;
    const char = match[0];
    if (char === '"') {
      index = endOfString(text, index);
      if (index < 0) return false;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > maxDepth) return true;
    } else depth -= 1;
  }
}

/** The index after the quote that closes the string starting at `start`, or -1. */
function endOfString(text: string, start: number): number {
  let from = start;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    for (let at = quote - 1; at >= start && text[at] === '\\'; at -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}
