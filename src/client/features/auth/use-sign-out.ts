import { TOASTS } from '../../../shared/texts';
import { notify, notifyError } from '../../lib/notify';
import { authClient } from '../../lib/auth-client';

/** Logout (spec §4). The other tabs hear SIGNED_OUT through supabase-js's BroadcastChannel. */
export function useSignOut(): () => Promise<void> {
  return async () => {
    const { error } = await authClient.signOut();
    if (error) notifyError(error.message);
    else notify(TOASTS.loggedOut);
  };
}
