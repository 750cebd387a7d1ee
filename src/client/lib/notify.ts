import { ERROR_TITLE, type ToastText } from '../../shared/first-screen-texts';
import type { ToastAction } from './toast-store';
import type { PlacementOptions } from './toast-position';
import { wantToaster } from './toaster-host';

type ToasterModule = typeof import('./app-toaster');

/**
 * The toast store, the toaster and the placement rules load as one lazy file, on idle or with the
 * first toast (docs/decisions/012, 020); `show` gets that module and the place chosen for the
 * toast (toast-position.ts). A toast shown before the toaster is mounted waits in the store.
 */
async function showToast(placement: PlacementOptions | undefined, show: (toaster: ToasterModule, position: ReturnType<ToasterModule['chooseToastPlacement']>['position']) => void): Promise<void> {
  wantToaster();
  const toaster = await import('./app-toaster');
  const { position, lift } = toaster.chooseToastPlacement(placement);
  // Bottom toasts are raised above the control in use when no corner is clear (styles.css).
  document.documentElement.style.setProperty('--toast-lift', `${lift}px`);
  show(toaster, position);
}

/**
 * The one way the client tells the user something (house style rule 8): a toast, placed clear of
 * the header and of the control in use.
 */
export function notify(text: ToastText, placement?: PlacementOptions): void {
  void showToast(placement, (toaster, position) => toaster.showToast(text.title, { description: text.description, position }));
}

/** spec §8: errors are a toast titled 'Error' with the message as description; `action` offers a way on. */
export function notifyError(description: string, action?: ToastAction): void {
  void showToast(undefined, (toaster, position) => toaster.showToast(ERROR_TITLE, { variant: 'error', description, position, action }));
}

/**
 * A toast with one action button (the library's 'Undo'), shown for `durationMs`; resolves, once it
 * is shown, to a function that takes it away.
 */
export async function notifyWithAction(text: ToastText, action: ToastAction, durationMs: number): Promise<() => void> {
  let dismiss = () => {};
  await showToast(undefined, (toaster, position) => {
    const id = toaster.showToast(text.title, { description: text.description, durationMs, action, position });
    dismiss = () => toaster.dismissToast(id);
  });
  return dismiss;
}
