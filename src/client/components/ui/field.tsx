import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FIRST_SCREEN_UI_TEXTS } from '../../../shared/first-screen-texts';
import { classNames } from './class-names';

// aria-invalid: a field the user must correct has a red edge (and a message under it: FieldError).
// The sign-in screen has labels and inputs only: the textarea, the select and the field error are
// in their own files, so the main screen's controls do not load with the sign-in screen.
export const CONTROL =
  'w-full rounded-2xl border border-control-edge bg-background/60 px-4 text-base text-foreground ' +
  'placeholder:text-muted-foreground transition focus-visible:border-primary focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 ' +
  'aria-invalid:border-2 aria-invalid:border-red-400';

export function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-2 block text-sm font-medium text-foreground">
      {children}
      {required && (
        <>
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
          <span className="sr-only"> ({FIRST_SCREEN_UI_TEXTS.required})</span>
        </>
      )}
    </label>
  );
}

// forwardRef: the form moves focus to a field the user must correct (and production runs on
// preact/compat, which passes a ref to a function component only through forwardRef).
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={classNames(CONTROL, 'h-14', className)} {...props} />;
});
