import { Check, Copy } from './icons';
import { UI_TEXTS, type ToastText } from '../../../shared/texts';
import { Button } from './button';
import { useCopiedState } from './use-copied-state';

interface CopyButtonProps {
  /** The accessible name, e.g. 'Copy caption 2'. */
  label: string;
  text: string;
  toast: ToastText;
  disabled?: boolean;
}

/** An icon-only copy button; the check icon shows for 2 s and is announced (docs/ui-reference.md). */
export function CopyButton({ label, text, toast, disabled }: CopyButtonProps) {
  const { copied, copy } = useCopiedState();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={() => void copy(text, toast)}>
        {copied ? <Check aria-hidden="true" className="size-5 text-green-400" /> : <Copy aria-hidden="true" className="size-5" />}
      </Button>
      <span role="status" className="sr-only">
        {copied ? UI_TEXTS.copied : ''}
      </span>
    </>
  );
}
