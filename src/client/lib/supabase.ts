import { createClient } from '@supabase/supabase-js';

/**
 * The one supabase-js client of the browser. The server writes its URL and public anon key into
 * index.html as meta tags at serve time. A build for a static host or CDN (no server to write
 * them) names the API with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time (README,
 * "Deploying"). Under Vite's dev server all are absent, and the dev proxy makes the page's own
 * origin the API (vite.config.ts).
 */
function readMeta(name: string): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value || undefined;
}

export const SUPABASE_URL =
  readMeta('supabase-url') ?? (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? window.location.origin;

// createClient refuses an empty key; a placeholder keeps the page usable (calls then fail visibly).
export const SUPABASE_ANON_KEY =
  readMeta('supabase-anon-key') ?? (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? 'missing-anon-key';

// Our own key: every backend on localhost would otherwise share 'sb-localhost-auth-token'
// (docs/supabase-contract.md, P12).
export const AUTH_STORAGE_KEY = 'captioncraft-auth';

export const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, { auth: { storageKey: AUTH_STORAGE_KEY } });

/** Whether a session is stored: a hint, before supabase-js has checked it, that the user is signed in. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** An API path under the configured base URL, keeping any base path (contract §1.1). */
export function apiUrl(path: string): string {
  return new URL(path, SUPABASE_URL.endsWith('/') ? SUPABASE_URL : `${SUPABASE_URL}/`).href;
}
