import { apiUrl, SUPABASE_ANON_KEY, supabase } from '../../lib/supabase';

/**
 * The account endpoints of our own (GET /auth/v1/user/export, DELETE /auth/v1/user), which
 * supabase-js does not know, called with its current access token; the password change is
 * supabase-js's own updateUser. Each returns an error message for a toast, or undefined.
 */
async function authorizedHeaders(): Promise<Record<string, string> | undefined> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) return undefined;
  return { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${data.session.access_token}`, 'Content-Type': 'application/json' };
}

/** GoTrue's error body: `msg` (and `message`). */
async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { msg?: string; message?: string };
  return body.msg ?? body.message ?? `The server answered ${response.status}.`;
}

const SIGNED_OUT = 'Your session has ended. Please sign in again.';

export async function downloadMyData(): Promise<string | undefined> {
  const headers = await authorizedHeaders();
  if (!headers) return SIGNED_OUT;
  const response = await fetch(apiUrl('auth/v1/user/export'), { headers });
  if (!response.ok) return errorMessage(response);
  const file = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = file;
  link.download = 'captioncraft-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(file), 10_000);
  return undefined;
}

export async function changePassword(password: string): Promise<string | undefined> {
  const { error } = await supabase.auth.updateUser({ password });
  return error?.message;
}

/** `confirmation` is the account's email or its password; the server decides which it is. */
export async function deleteMyAccount(confirmation: string): Promise<string | undefined> {
  const headers = await authorizedHeaders();
  if (!headers) return SIGNED_OUT;
  const email = (await supabase.auth.getSession()).data.session?.user.email;
  const isEmail = email !== undefined && confirmation.trim().toLowerCase() === email.toLowerCase();
  const response = await fetch(apiUrl('auth/v1/user'), {
    method: 'DELETE',
    headers,
    body: JSON.stringify(isEmail ? { email: confirmation.trim() } : { password: confirmation }),
  });
  if (!response.ok) return errorMessage(response);
  // The server has ended every session; this forgets the one stored here (no call: it is gone).
  await supabase.auth.signOut({ scope: 'local' });
  return undefined;
}
