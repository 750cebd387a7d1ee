import { AuthClient } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from './auth-storage-key';

/**
 * The browser's auth client: Supabase's own `@supabase/auth-js`, unmodified, built with exactly
 * the options supabase-js's createClient gives it (its DEFAULT_AUTH_OPTIONS, the anon key as
 * `apikey` and as the bearer). The sign-in screen needs this and nothing else; supabase.ts adds
 * the data clients for the main screen (docs/decisions/012).
 *
 * The server writes its URL and public anon key into the page as meta tags at serve time. A build
 * for a static host or CDN (no server to write them) names the API with VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY at build time (README, "Deploying"). Under Vite's dev server all are
 * absent, and the dev proxy makes the page's own origin the API (vite.config.ts).
 */
function readMeta(name: string): string | undefined {
  if (import.meta.env.SSR) return undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value || undefined;
}

export { AUTH_STORAGE_KEY };

// The build-time prerender (src/client/prerender.tsx) runs no effect and no handler, so it needs
// no client, and Node has no page to read the settings from.
export const SUPABASE_URL =
  readMeta('supabase-url') ??
  (import.meta.env.VITE_SUPABASE_URL as string | undefined) ??
  (import.meta.env.SSR ? 'http://prerender.invalid' : window.location.origin);

// supabase-js refuses an empty key; a placeholder keeps the page usable (calls then fail visibly).
export const SUPABASE_ANON_KEY =
  readMeta('supabase-anon-key') ?? (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? 'missing-anon-key';

/** An API path under the configured base URL, keeping any base path (contract §1.1). */
export function apiUrl(path: string): string {
  return new URL(path, SUPABASE_URL.endsWith('/') ? SUPABASE_URL : `${SUPABASE_URL}/`).href;
}

export const authClient: InstanceType<typeof AuthClient> = import.meta.env.SSR ? (undefined as never) : new AuthClient({
  url: apiUrl('auth/v1'),
  headers: { Authorization: `Bearer ${SUPABASE_ANON_KEY}`, apikey: SUPABASE_ANON_KEY },
  storageKey: AUTH_STORAGE_KEY,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});

/** Whether a session is stored: a hint, before the auth client has checked it, that the user is signed in. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
