import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { CONTROL_CLASSES } from './field';

// Only the main screen's form uses these; apart from ./field.tsx so the sign-in screen's code
// does not carry them (docs/decisions/012).

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={classNames(CONTROL_CLASSES, 'min-h-[120px] py-3 leading-relaxed', className)} {...props} />;
}

/** A native select: the phone's own picker, keyboard support and labels for free. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(CONTROL_CLASSES, 'h-14 cursor-pointer appearance-auto', className)} {...props} />;
}
