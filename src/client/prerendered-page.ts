/**
 * How the build-time prerender (src/client/prerender.tsx, scripts/prerender.mjs), the pre-paint
 * session hint (src/client/session-hint.ts) and the entry (src/client/main.tsx) agree on the page
 * (docs/decisions/012). styles.css repeats the two attribute names: CSS cannot import them.
 */

/** Which page's markup the build put into #root; the entry hydrates only that page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html> before the first paint when a session is stored or arrives in the URL. */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/** The neutral main-screen shell shown instead of the sign-in form while a session is checked. */
export const SESSION_SHELL_ID = 'session-shell';

export type PrerenderedPage = 'sign-in' | 'not-found';

/** spec §2: '/' is the app, any other path the not-found page. */
export function pageForPath(pathname: string): PrerenderedPage {
  return pathname === '/' ? 'sign-in' : 'not-found';
}
