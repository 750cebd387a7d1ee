import { useEffect, useState, type ComponentType } from 'react';

/**
 * The toaster's code is not part of the sign-in screen's first load: it is fetched on idle, when
 * the password field gets focus, or at the latest with the first toast (docs/decisions/012, 020).
 * Its live region is: a screen reader hears only what changes inside a region it already knows,
 * so the region is on the page (prerendered) before the first toast.
 */
const loadAppToaster = () => import('./app-toaster');

let toasterWanted = false;
let showToaster: (() => void) | undefined;

export function prefetchToaster(): void {
  void loadAppToaster();
}

/** Mounts the toaster (now, or as soon as ToasterHost is mounted); a toast shown before it waits in the store. */
export function wantToaster(): void {
  toasterWanted = true;
  showToaster?.();
}

export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    showToaster = () => void loadAppToaster().then((module) => setToaster(() => module.Toaster));
    if (toasterWanted) showToaster();
    return () => {
      showToaster = undefined;
    };
  }, []);

  return (
    <section aria-label="Notifications" aria-live="polite" aria-relevant="additions text" aria-atomic="false">
      {Toaster && <Toaster />}
    </section>
  );
}
