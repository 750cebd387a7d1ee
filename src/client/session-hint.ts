import { AUTH_STORAGE_KEY } from './lib/auth-storage-key';
import { SESSION_PENDING_ATTRIBUTE } from './prerendered-page';

/**
 * Runs before the first paint, as a small blocking script file in <head> (an inline script would
 * break the strict CSP). The prerendered page shows the sign-in form; a visitor whose session is
 * stored, or who returns from Google with tokens in the URL, must never see it flash: this marks
 * <html> so that styles.css shows the neutral main-screen shell instead, until the entry has
 * checked the session (docs/decisions/012). Built to an IIFE by scripts/prerender.mjs.
 */
function sessionIsPending(): boolean {
  try {
    if (localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    // Storage blocked: the auth client cannot have a session either.
  }
  // Google sign-in (implicit flow) comes back with the session in the fragment.
  return /(?:^#|&)access_token=/.test(window.location.hash);
}

/**
 * A returning user will need the main screen's chunk as soon as the entry runs: fetch it beside
 * the entry instead of after it (the build names the file on this script's tag).
 */
function preloadMainScreen(): void {
  const file = document.currentScript?.dataset.mainScreen;
  if (!file) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  document.head.append(link);
}

if (window.location.pathname === '/' && sessionIsPending()) {
  document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, '');
  preloadMainScreen();
}
