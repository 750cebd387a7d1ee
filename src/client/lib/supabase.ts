import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { SUPABASE_ANON_KEY, apiUrl, authClient } from './auth-client';

export { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL, apiUrl, hasStoredSession } from './auth-client';

/**
 * The one Supabase client of the browser, made of the packages supabase-js itself wraps
 * (auth-js, postgrest-js, functions-js), unmodified and wired as supabase-js wires them, without
 * its realtime and storage clients, which the app never uses (spec §7; docs/decisions/012).
 * `supabase.auth`, `supabase.from()` and `supabase.functions` behave as supabase-js's do. The
 * sign-in screen imports only ./auth-client; this module loads with the main screen.
 */

/** The signed-in user's access token, or null (supabase-js's `_getSessionToken`). */
async function currentAccessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}

/**
 * supabase-js's `fetchWithAuth`: the anon key as `apikey`, and the user's token as the bearer, or
 * the anon key when signed out (a legacy JWT key like ours is always sent as a bearer).
 */
function fetchWithAuth(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return currentAccessToken().then((token) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', SUPABASE_ANON_KEY);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token ?? SUPABASE_ANON_KEY}`);
    return fetch(input, { ...init, headers });
  });
}

const rest = new PostgrestClient(apiUrl('rest/v1'), { schema: 'public', fetch: fetchWithAuth });

export const supabase = {
  auth: authClient,
  from: rest.from.bind(rest) as typeof rest.from,
  // supabase-js makes a new FunctionsClient on each access too.
  get functions(): FunctionsClient {
    return new FunctionsClient(apiUrl('functions/v1'), { customFetch: fetchWithAuth });
  },
};
