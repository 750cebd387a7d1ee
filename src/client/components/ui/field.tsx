import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FIRST_SCREEN_UI_TEXTS } from '../../../shared/first-screen-texts';
import { classNames } from './class-names';

// aria-invalid: a field the user must correct has a red edge (and a message under it: FieldError).
const CONTROL =
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

/** The message under a field the user must correct; the field names it in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-300">
      <span aria-hidden="true">⚠</span>
      {children}
    </p>
  );
}

// forwardRef: the form moves focus to a field the user must correct (and production runs on
// preact/compat, which passes a ref to a function component only through forwardRef).
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={classNames(CONTROL, 'h-14', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={classNames(CONTROL, 'min-h-[120px] py-3 leading-relaxed', className)} {...props} />;
});

/** A native select: the phone's own picker, keyboard support and labels for free. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(CONTROL, 'h-14 cursor-pointer appearance-auto', className)} {...props} />;
}
