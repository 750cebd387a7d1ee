import { describe, expect, it } from 'vitest';
import { findDuplicateHashtag, findHashtagProblem, formatHashtags, stripHashSign } from './hashtags';
import { HASHTAG_MAX_CHARS } from './limits';

/** What a tag becomes on its way into the saved collection: stripped, then checked (spec §3, issue 3). */
function readTag(tag: string) {
  const stripped = stripHashSign(tag);
  return { stripped, problem: findHashtagProblem(stripped) };
}

describe('stripHashSign', () => {
  it('removes exactly one leading #, and nothing else', () => {
    expect(stripHashSign('#ok')).toBe('ok');
    expect(stripHashSign('ok')).toBe('ok');
    expect(stripHashSign('##a')).toBe('#a');
    expect(stripHashSign(' #travel')).toBe(' #travel');
    expect(stripHashSign('tag\t')).toBe('tag\t');
    expect(stripHashSign('a#b')).toBe('a#b');
    expect(stripHashSign('#')).toBe('');
  });
});

describe('a tag as a client sends it', () => {
  it.each([
    ['#ok', 'ok', undefined],
    ['Café', 'Café', undefined],
    [' travel', ' travel', 'whitespace'],
    ['tag\t', 'tag\t', 'whitespace'],
    ['#two words', 'two words', 'whitespace'],
    ['no\u00a0break', 'no\u00a0break', 'whitespace'],
    ['##a', '#a', 'hash-sign'],
    ['a#b', 'a#b', 'hash-sign'],
    ['#', '', 'empty'],
    ['', '', 'empty'],
  ])('%j is stored as %j, or refused for %s', (sent, stripped, problem) => {
    expect(readTag(sent)).toEqual({ stripped, problem });
  });

  it('counts the length in characters, not UTF-16 units', () => {
    expect(findHashtagProblem('🌅'.repeat(HASHTAG_MAX_CHARS))).toBeUndefined();
    expect(findHashtagProblem('🌅'.repeat(HASHTAG_MAX_CHARS + 1))).toBe('too-long');
  });

  it('reports whitespace and length before a stray #, so earlier problems keep their wording', () => {
    expect(findHashtagProblem('a #b')).toBe('whitespace');
    expect(findHashtagProblem(`#${'x'.repeat(HASHTAG_MAX_CHARS)}`)).toBe('too-long');
  });
});

describe('findDuplicateHashtag', () => {
  it('finds the first tag that repeats an earlier one, ignoring case', () => {
    expect(findDuplicateHashtag(['Travel', 'food', 'travel', 'FOOD'])).toBe(2);
    expect(findDuplicateHashtag(['a', 'b'])).toBe(-1);
    expect(findDuplicateHashtag([])).toBe(-1);
  });
});

describe('formatHashtags (what the copy button copies)', () => {
  it('gives each stored tag exactly one #', () => {
    expect(formatHashtags(['bread', 'sourdough'])).toBe('#bread #sourdough');
  });

  it('still gives exactly one # to tags that carry their own # or spaces, and leaves empty ones out', () => {
    const copied = formatHashtags(['#bread', '##sour', ' #dough ', 'a#b', 'two words', '#', '']);
    expect(copied).toBe('#bread #sour #dough #ab #twowords');
    for (const word of copied.split(' ')) expect(word).toMatch(/^#[^#\s]+$/u);
  });

  it('copies nothing for no tags', () => {
    expect(formatHashtags([])).toBe('');
  });
});
