import '../../test-support/dom-setup';
import { act, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTS } from '../../../shared/texts';
import { useCopiedState } from './use-copied-state';

/** Copies through the hook and lets the clipboard's promise settle, on the fake clock. */
async function copyNow(copy: ReturnType<typeof useCopiedState>['copy'], text: string): Promise<void> {
  await act(() => copy(text, TOASTS.captionCopied));
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCopiedState (spec §4, §9: the check icon shows for 2 s)', () => {
  beforeEach(() => {
    // Only the timers are faked: the clipboard's promises must still settle on their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // jsdom has no clipboard; user-event puts its in-memory one on navigator, as the other tests use.
    userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is still copied at 1,999 ms and no longer at 2,000 ms', async () => {
    const { result } = renderHook(() => useCopiedState());
    expect(result.current.copied).toBe(false);

    await copyNow(result.current.copy, 'Fresh bread for a fresh start.');
    expect(await navigator.clipboard.readText()).toBe('Fresh bread for a fresh start.');
    expect(result.current.copied).toBe(true);

    advance(1_999);
    expect(result.current.copied).toBe(true);
    advance(1);
    expect(result.current.copied).toBe(false);
  });

  it('a second copy starts the 2 s again', async () => {
    const { result } = renderHook(() => useCopiedState());
    await copyNow(result.current.copy, 'first');
    advance(1_500);
    await copyNow(result.current.copy, 'second');

    advance(1_999);
    expect(result.current.copied).toBe(true);
    advance(1);
    expect(result.current.copied).toBe(false);
  });
});
