import { ERRORS, type ToastText } from '../../shared/texts';
import { chooseToastPlacement, type PlacementOptions, type ToastPosition } from './toast-position';
import { whenToasterReady } from './toaster-host';

type ToastApi = (typeof import('sonner'))['toast'];

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** sonner loads on idle or with the first toast; a toast waits until the toaster is mounted (docs/decisions/012). */
async function showToast(show: (toast: ToastApi) => void): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  show(toast);
}

/**
 * The one way the client tells the user something (house style rule 8): sonner's toast, placed
 * clear of the header and of the control in use (toast-position.ts). The place is chosen now,
 * while the control the user acted on still has focus.
 */
export function notify(text: ToastText, placement?: PlacementOptions): void {
  const position = placeToast(placement);
  void showToast((toast) => toast(text.title, { description: text.description, position }));
}

/** spec §8: errors are a toast titled 'Error' with the message as description; `action` offers a way on. */
export function notifyError(description: string, action?: ToastAction): void {
  const position = placeToast();
  void showToast((toast) => toast.error(ERRORS.title, { description, position, action }));
}

/**
 * A toast with one action button (the library's 'Undo'), shown for `durationMs`; resolves, once it
 * is on screen, to a function that takes it away.
 */
export async function notifyWithAction(text: ToastText, action: ToastAction, durationMs: number): Promise<() => void> {
  const position = placeToast();
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  const id = toast(text.title, { description: text.description, duration: durationMs, action, position });
  return () => toast.dismiss(id);
}

/** Picks the toast's place and raises the bottom toasts when they must clear the control in use (styles.css). */
function placeToast(options?: PlacementOptions): ToastPosition {
  const { position, lift } = chooseToastPlacement(options);
  document.documentElement.style.setProperty('--toast-lift', `${lift}px`);
  return position;
}
