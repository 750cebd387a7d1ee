import { toast } from 'sonner';
import { ERRORS, type ToastText } from '../../shared/texts';
import { chooseToastPlacement, type PlacementOptions, type ToastPosition } from './toast-position';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * The one way the client tells the user something (house style rule 8): sonner's toast, placed
 * clear of the header and of the control in use (toast-position.ts).
 */
export function notify(text: ToastText, placement?: PlacementOptions): void {
  toast(text.title, { description: text.description, position: placeToast(placement) });
}

/** spec §8: errors are a toast titled 'Error' with the message as description; `action` offers a way on. */
export function notifyError(description: string, action?: ToastAction): void {
  toast.error(ERRORS.title, { description, position: placeToast(), action });
}

/** Picks the toast's place and raises the bottom toasts when they must clear the control in use (styles.css). */
function placeToast(options?: PlacementOptions): ToastPosition {
  const { position, lift } = chooseToastPlacement(options);
  document.documentElement.style.setProperty('--toast-lift', `${lift}px`);
  return position;
}
