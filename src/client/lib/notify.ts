import { ERROR_TITLE, type ToastText } from '../../shared/first-screen-texts';
import { whenToasterReady } from './toaster-host';

type ToastApi = (typeof import('./app-toaster'))['toast'];

async function showToast(show: (toast: ToastApi) => void): Promise<void> {
  const [{ toast }] = await Promise.all([import('./app-toaster'), whenToasterReady()]);
  show(toast);
}

/** The one way the client tells the user something (house style rule 8): sonner's toast. */
export function notify(text: ToastText): void {
  void showToast((toast) => toast(text.title, { description: text.description }));
}

/** spec §8: errors are a toast titled 'Error' with the message as description. */
export function notifyError(description: string): void {
  void showToast((toast) => toast.error(ERROR_TITLE, { description }));
}
