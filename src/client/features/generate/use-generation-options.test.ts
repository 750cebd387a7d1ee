import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATION_OPTIONS, optionsForRequest, readStoredOptions } from './use-generation-options';

describe('remembered generation options', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('reads what was stored, field by field, and drops what is no longer offered', () => {
    expect(readStoredOptions(storage(null))).toEqual(DEFAULT_GENERATION_OPTIONS);
    expect(readStoredOptions(storage('not json'))).toEqual(DEFAULT_GENERATION_OPTIONS);
    expect(readStoredOptions(storage(JSON.stringify({ platform: 'x', length: 'short', emoji: 'none', hashtagCount: 2 })))).toEqual({
      platform: 'x',
      length: 'short',
      emoji: 'none',
      hashtagCount: 2,
    });
    expect(readStoredOptions(storage(JSON.stringify({ platform: 'myspace', length: 'epic', emoji: 'many', hashtagCount: 99 })))).toEqual({
      length: 'mix',
      emoji: 'many',
    });
  });

  it('sends only what differs from today, so the defaults send the original body', () => {
    expect(optionsForRequest(DEFAULT_GENERATION_OPTIONS)).toEqual({});
    expect(optionsForRequest({ platform: 'instagram', length: 'mix', emoji: 'none', callToAction: 'shop' })).toEqual({
      platform: 'instagram',
      emoji: 'none',
      callToAction: 'shop',
    });
  });
});
