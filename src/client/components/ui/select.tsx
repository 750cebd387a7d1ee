import type { SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { CONTROL } from './field';

/** A native select: the phone's own picker, keyboard support and labels for free. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(CONTROL, 'h-14 cursor-pointer appearance-auto', className)} {...props} />;
}
