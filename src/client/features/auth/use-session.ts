import type { Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { clearAuthErrorFromAddressBar } from '../../lib/auth-redirect-params';
import { notifyError } from '../../lib/notify';
import { authClient } from '../../lib/auth-client';

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

/** What the first render shows: 'signed-out' hydrates the prerendered sign-in screen (docs/decisions/012). */
export type InitialSessionStatus = 'loading' | 'signed-out';

function sameSession(state: SessionState, session: Session | null): boolean {
  if (!session) return state.status === 'signed-out';
  return state.status === 'signed-in' && state.session.access_token === session.access_token;
}

/**
 * The auth state (spec §4): the session read at load, then every auth event. supabase-js refreshes
 * the session itself, pauses while the tab is hidden and broadcasts changes to the other tabs.
 * SIGNED_IN fires again on every tab-visible transition (contract P13), so an unchanged session
 * keeps the same state object and nothing re-renders.
 */
export function useSession(initialStatus: InitialSessionStatus = 'loading'): SessionState {
  const [state, setState] = useState<SessionState>({ status: initialStatus });

  useEffect(() => {
    function follow(session: Session | null) {
      setState((current) =>
        sameSession(current, session) ? current : session ? { status: 'signed-in', session } : { status: 'signed-out' },
      );
    }

    let active = true;
    // initialize() also reads a Google sign-in's answer from the URL; its error is worth telling,
    // once: supabase-js leaves a failure's parameters in the address bar, so they are removed.
    void authClient.initialize().then(({ error }) => {
      if (!active || !error) return;
      notifyError(error.message);
      clearAuthErrorFromAddressBar();
    });
    void authClient.getSession().then(({ data }) => {
      if (active) follow(data.session);
    });
    const { data } = authClient.onAuthStateChange((_event, session) => follow(session));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  return state;
}
