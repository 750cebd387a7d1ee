import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from './test-server';

export interface SignedInUser {
  client: SupabaseClient;
  userId: string;
  accessToken: string;
}

/** A new account (a unique email from `name`), signed in on a client of its own. */
export async function signUpUser(server: TestServer, name: string): Promise<SignedInUser> {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email: `${name}-${randomUUID()}@example.com`, password: 'secret123' });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, userId: data.user.id, accessToken: data.session.access_token };
}
