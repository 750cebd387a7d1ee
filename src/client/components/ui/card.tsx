import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={classNames('rounded-3xl border border-border bg-card shadow-[var(--shadow-card)]', className)}
      {...props}
    />
  );
}
