import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';

type Variant = 'primary' | 'outline' | 'ghost' | 'danger';
type Size = 'large' | 'small' | 'icon';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-gradient text-white shadow-[var(--shadow-glow)] hover:brightness-110',
  outline: 'border border-control-edge bg-card text-foreground hover:bg-muted',
  ghost: 'text-muted-foreground hover:bg-muted hover:text-foreground',
  danger: 'text-muted-foreground hover:bg-destructive/15 hover:text-red-300',
};

const SIZES: Record<Size, string> = {
  large: 'h-14 px-6 text-base rounded-2xl',
  small: 'h-10 px-4 text-sm rounded-xl',
  icon: 'size-10 rounded-xl',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant = 'primary', size = 'large', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(
        'inline-flex cursor-pointer items-center justify-center gap-2 font-semibold transition',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
