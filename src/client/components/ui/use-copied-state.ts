import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../../shared/limits';
import type { ToastText } from '../../../shared/texts';
import { copyText } from '../../lib/clipboard';
import { notify, notifyError } from '../../lib/notify';

/** Copies, toasts, and reports `copied` for 2 s (spec §4) so the button can show a check. */
export function useCopiedState(): { copied: boolean; copy: (text: string, toast: ToastText) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(text: string, toast: ToastText): Promise<void> {
    try {
      await copyText(text);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      return;
    }
    notify(toast);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  return { copied, copy };
}
