import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered page (and in the prerender itself), true from the
 * next render on; true at once for a page React renders afresh. The prerendered sign-in form is on
 * screen before its script runs: until then a click or Enter would submit it natively (a GET with
 * the password in the address), so it stays locked until it is React's (docs/decisions/012).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
