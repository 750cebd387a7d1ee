import { classNames } from './class-names';

/**
 * lucide's "sparkles" drawn as plain SVG (the icon's own paths and stroke attributes): the logo is
 * on the sign-in screen, and the icons' module (icons.tsx) is only needed on the main screen
 * (docs/decisions/012, 020).
 */
function SparklesMark({ className }: { className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
      <path d="M20 2v4" />
      <path d="M22 4h-4" />
      <circle cx="4" cy="20" r="2" />
    </svg>
  );
}

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
      <SparklesMark className={size === 'large' ? 'size-8' : 'size-6'} />
    </span>
  );
}
