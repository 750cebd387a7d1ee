import { SUPABASE_ANON_KEY, apiUrl } from './auth-client';

interface AuthSettings {
  external: { google: boolean; email: boolean };
  disable_signup: boolean;
  mailer_autoconfirm: boolean;
}

/**
 * Asks the server whether Google sign-in is configured before sending the browser there, so a
 * disabled provider shows a toast instead of an error page (issue 5). supabase-js has no call
 * for GoTrue's public settings endpoint.
 */
export async function isGoogleSignInEnabled(): Promise<boolean> {
  const response = await fetch(apiUrl('auth/v1/settings'), { headers: { apikey: SUPABASE_ANON_KEY } });
  if (!response.ok) throw new Error(`The sign-in service answered ${response.status}`);
  const settings = (await response.json()) as Partial<AuthSettings>;
  return settings.external?.google === true;
}
