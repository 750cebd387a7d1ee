import { Sparkles } from 'lucide-react';
import { classNames } from './class-names';

/** docs/ui-reference.md: a rounded tile with the primary-to-accent gradient and white sparkles. */
export function LogoTile({ size = 'large' }: { size?: 'large' | 'small' }) {
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'inline-flex shrink-0 items-center justify-center bg-brand-gradient text-white shadow-[var(--shadow-glow)]',
        size === 'large' ? 'size-16 rounded-2xl' : 'size-11 rounded-xl',
      )}
    >
      <Sparkles className={size === 'large' ? 'size-8' : 'size-6'} />
    </span>
  );
}
