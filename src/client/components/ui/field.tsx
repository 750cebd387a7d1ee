import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FIRST_SCREEN_UI_TEXTS } from '../../../shared/first-screen-texts';
import { classNames } from './class-names';

const CONTROL =
  'w-full rounded-2xl border border-input bg-background/60 px-4 text-base text-foreground ' +
  'placeholder:text-muted-foreground/80 transition focus-visible:border-primary focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60';

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

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={classNames(CONTROL, 'h-14', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={classNames(CONTROL, 'min-h-[120px] py-3 leading-relaxed', className)} {...props} />;
}

/** A native select: the phone's own picker, keyboard support and labels for free. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(CONTROL, 'h-14 cursor-pointer appearance-auto', className)} {...props} />;
}
