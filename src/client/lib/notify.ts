import { ERRORS, type ToastText } from '../../shared/texts';
import { whenToasterReady } from './toaster-host';

type ToastApi = (typeof import('sonner'))['toast'];

async function showToast(show: (toast: ToastApi) => void): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  show(toast);
}

/** The one way the client tells the user something (house style rule 8): sonner's toast. */
export function notify(text: ToastText): void {
  void showToast((toast) => toast(text.title, { description: text.description }));
}

/** spec §8: errors are a toast titled 'Error' with the message as description. */
export function notifyError(description: string): void {
  void showToast((toast) => toast.error(ERRORS.title, { description }));
}

/**
 * A toast with one action button (the library's 'Undo'), shown for `durationMs`; resolves, once it
 * is on screen, to a function that takes it away.
 */
export async function notifyWithAction(
  text: ToastText,
  action: { label: string; onClick: () => void },
  durationMs: number,
): Promise<() => void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  const id = toast(text.title, { description: text.description, duration: durationMs, action });
  return () => toast.dismiss(id);
}
