import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error is a bug (Epic Stack's rule): fail the test that caused it.
 * A test that expects one replaces the spy with `vi.spyOn(console, 'error').mockImplementation(...)`.
 */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const spy = vi.mocked(console.error);
  const unexpected = spy.getMockImplementation() ? errors : [];
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called:\n${unexpected.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
