import { useEffect, useState, type ComponentType } from 'react';

/**
 * Sonner (~9 KB gzip) is not part of the sign-in screen's first load: it is fetched on idle, when
 * the password field gets focus, or at the latest when the first toast is wanted
 * (docs/decisions/012). Sonner's Toaster shows only toasts made after it mounted, so a toast waits
 * for `whenToasterReady()`.
 */
const loadAppToaster = () => import('./app-toaster');

let showToaster: (() => void) | undefined;
let toasterMounted: Promise<void> = Promise.resolve();
let resolveToasterMounted: () => void = () => undefined;

export function prefetchToaster(): void {
  void loadAppToaster();
}

/**
 * Resolves once the app's toaster is mounted; at once when no ToasterHost is mounted (a component
 * test renders sonner's Toaster itself).
 */
export function whenToasterReady(): Promise<void> {
  if (!showToaster) return Promise.resolve();
  showToaster();
  return toasterMounted;
}

export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    toasterMounted = new Promise((resolve) => (resolveToasterMounted = resolve));
    showToaster = () => void loadAppToaster().then(({ AppToaster }) => setToaster(() => AppToaster));
    return () => {
      showToaster = undefined;
    };
  }, []);

  // Runs after the Toaster's own effects (children first), so it is listening by then.
  useEffect(() => {
    if (Toaster) resolveToasterMounted();
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
