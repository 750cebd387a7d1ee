/**
 * Where the auth client keeps the session in localStorage. Our own key: every backend on
 * localhost would otherwise share 'sb-localhost-auth-token' (docs/supabase-contract.md, P12).
 * Its own module because the pre-paint session hint (src/client/session-hint.ts) reads it too,
 * and must not pull in the auth client.
 */
export const AUTH_STORAGE_KEY = 'captioncraft-auth';
