import { toast } from 'sonner';
import { ERRORS, type ToastText } from '../../shared/texts';

/** The one way the client tells the user something (house style rule 8): sonner's toast. */
export function notify(text: ToastText): void {
  toast(text.title, { description: text.description });
}

/** spec §8: errors are a toast titled 'Error' with the message as description. */
export function notifyError(description: string): void {
  toast.error(ERRORS.title, { description });
}
