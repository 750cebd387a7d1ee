import '../../test-support/dom-setup';
import { describe, expect, it } from 'vitest';
import { GenerationError } from '../../lib/generate-content';
import { describeGenerationError } from './use-generate-captions';

describe('describeGenerationError (spec §8)', () => {
  it('maps 429 and 402 to their fixed messages', () => {
    expect(describeGenerationError(new GenerationError('Too many requests', 429))).toBe(
      'Rate limit exceeded. Please try again in a moment.',
    );
    expect(describeGenerationError(new GenerationError('Payment required', 402))).toBe(
      'AI credits depleted. Please add credits to continue.',
    );
  });

  it('maps a message containing 429 or 402 as a whole number, whatever the status', () => {
    expect(describeGenerationError(new Error('Edge Function returned 429 Too Many Requests'))).toBe(
      'Rate limit exceeded. Please try again in a moment.',
    );
    expect(describeGenerationError(new GenerationError('upstream said: 429', undefined))).toBe(
      'Rate limit exceeded. Please try again in a moment.',
    );
    expect(describeGenerationError(new GenerationError('Error 402: Payment Required', 500))).toBe(
      'AI credits depleted. Please add credits to continue.',
    );
    expect(describeGenerationError(new Error('status=402'))).toBe('AI credits depleted. Please add credits to continue.');
  });

  it('does not read 429 or 402 inside a longer number', () => {
    expect(describeGenerationError(new GenerationError('The photo is 14290 bytes too large', 413))).toBe(
      'The photo is 14290 bytes too large',
    );
    expect(describeGenerationError(new Error('Request 4021 failed'))).toBe('Request 4021 failed');
    expect(describeGenerationError(new Error('Code 1402 from the network'))).toBe('Code 1402 from the network');
  });

  it("shows the server's message for other failures, or the generic one", () => {
    expect(describeGenerationError(new GenerationError('The caption service timed out', 504))).toBe(
      'The caption service timed out',
    );
    expect(describeGenerationError(new GenerationError('', 500))).toBe('Failed to generate content');
    expect(describeGenerationError('not an error')).toBe('Failed to generate content');
  });

  it("says 'Failed to generate content' for a dropped connection, not the browser's words (issue 15)", () => {
    expect(describeGenerationError(new TypeError('Failed to fetch'))).toBe('Failed to generate content');
    expect(describeGenerationError(new GenerationError('The generation ended before its result arrived', undefined))).toBe(
      'Failed to generate content',
    );
  });
});
