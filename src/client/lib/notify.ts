import { ERROR_TITLE, type ToastText } from '../../shared/first-screen-texts';
import type { PlacementOptions } from './toast-position';
import { whenToasterReady } from './toaster-host';

type ToasterModule = typeof import('./app-toaster');
type ToastApi = ToasterModule['toast'];
type ToastPosition = ReturnType<ToasterModule['chooseToastPlacement']>['position'];

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * sonner, the toaster and the placement rules load as one lazy file, on idle or with the first
 * toast, and a toast waits until the toaster is mounted (docs/decisions/012); `show` gets the
 * toast function and the place chosen for it (toast-position.ts).
 */
async function showToast(placement: PlacementOptions | undefined, show: (toast: ToastApi, position: ToastPosition) => void): Promise<void> {
  const [toaster] = await Promise.all([import('./app-toaster'), whenToasterReady()]);
  const { position, lift } = toaster.chooseToastPlacement(placement);
  // Bottom toasts are raised above the control in use when no corner is clear (styles.css).
  document.documentElement.style.setProperty('--toast-lift', `${lift}px`);
  show(toaster.toast, position);
}

/**
 * The one way the client tells the user something (house style rule 8): sonner's toast, placed
 * clear of the header and of the control in use.
 */
export function notify(text: ToastText, placement?: PlacementOptions): void {
  void showToast(placement, (toast, position) => toast(text.title, { description: text.description, position }));
}

/** spec §8: errors are a toast titled 'Error' with the message as description; `action` offers a way on. */
export function notifyError(description: string, action?: ToastAction): void {
  void showToast(undefined, (toast, position) => toast.error(ERROR_TITLE, { description, position, action }));
}

/**
 * A toast with one action button (the library's 'Undo'), shown for `durationMs`; resolves, once it
 * is on screen, to a function that takes it away.
 */
export async function notifyWithAction(text: ToastText, action: ToastAction, durationMs: number): Promise<() => void> {
  let dismiss = () => {};
  await showToast(undefined, (toast, position) => {
    const id = toast(text.title, { description: text.description, duration: durationMs, action, position });
    dismiss = () => toast.dismiss(id);
  });
  return dismiss;
}
