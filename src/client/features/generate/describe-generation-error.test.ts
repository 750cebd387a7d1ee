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

  it("shows the server's message for other failures, or the generic one", () => {
    expect(describeGenerationError(new GenerationError('The caption service timed out', 504))).toBe(
      'The caption service timed out',
    );
    expect(describeGenerationError(new GenerationError('', 500))).toBe('Failed to generate content');
    expect(describeGenerationError('not an error')).toBe('Failed to generate content');
  });
});
