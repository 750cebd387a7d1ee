import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { CONTROL } from './field';

// forwardRef: the form moves focus to a field the user must correct.
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={classNames(CONTROL, 'min-h-[120px] py-3 leading-relaxed', className)} {...props} />;
});
