import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// notify() takes sonner's toast and the placement rules from here: sonner, the toaster and
// toast-position.ts then load as one file, with no preload list for the sign-in screen's code to
// carry (docs/decisions/012).
export { toast } from 'sonner';
export { chooseToastPlacement } from './toast-position';

// Sonner's own colour variables, set to the theme's card (docs/ui-reference.md).
const TOASTER_COLOURS = {
  '--normal-bg': 'var(--color-card)',
  '--normal-border': 'var(--color-border)',
  '--normal-text': 'var(--color-foreground)',
  '--error-bg': 'var(--color-card)',
  '--error-border': 'var(--color-destructive)',
  '--error-text': 'var(--color-foreground)',
} as CSSProperties;

/** The app's one toaster (sonner), loaded by ToasterHost when it is first needed. */
export function AppToaster() {
  return <Toaster theme="dark" position="top-center" closeButton style={TOASTER_COLOURS} toastOptions={{ className: 'font-sans' }} />;
}
