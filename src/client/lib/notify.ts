import { toast } from 'sonner';
import { ERRORS, type ToastText } from '../../shared/texts';

/**
 * Toasts sit at the bottom of the screen: at the top they covered the header and, on a phone,
 * the form's first fields, the ones in use when a toast says something about them (issue 15).
 */
const TOAST_POSITION = 'bottom-center';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** The one way the client tells the user something (house style rule 8): sonner's toast. */
export function notify(text: ToastText): void {
  toast(text.title, { description: text.description, position: TOAST_POSITION });
}

/** spec §8: errors are a toast titled 'Error' with the message as description; `action` offers a way on. */
export function notifyError(description: string, action?: ToastAction): void {
  toast.error(ERRORS.title, { description, position: TOAST_POSITION, action });
}
