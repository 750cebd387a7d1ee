import { useState } from 'react';
import { FIRST_SCREEN_UI_TEXTS, SIGN_IN_ERRORS, SIGN_IN_TOASTS } from '../../../shared/first-screen-texts';
import { isGoogleSignInEnabled } from '../../lib/auth-settings';
import { notify, notifyError } from '../../lib/notify';
import { authClient } from '../../lib/auth-client';

export type SignInMode = 'sign-in' | 'sign-up';

/** Email/password and Google sign-in, with the busy flag that disables the form (spec §4). */
export function useSignIn() {
  const [busy, setBusy] = useState(false);

  async function submitCredentials(mode: SignInMode, email: string, password: string): Promise<void> {
    setBusy(true);
    try {
      const { error } =
        mode === 'sign-in'
          ? await authClient.signInWithPassword({ email, password })
          : await authClient.signUp({ email, password, options: { emailRedirectTo: window.location.origin } });
      if (error) notifyError(error.message);
      else notify(mode === 'sign-in' ? SIGN_IN_TOASTS.welcomeBack : SIGN_IN_TOASTS.accountCreated);
    } finally {
      setBusy(false);
    }
  }

  async function continueWithGoogle(): Promise<void> {
    setBusy(true);
    try {
      if (!(await isGoogleSignInEnabled())) {
        notifyError(SIGN_IN_ERRORS.googleDisabled);
        setBusy(false);
        return;
      }
      const { error } = await authClient.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: window.location.origin },
      });
      // On success the browser is on its way to Google: stay busy until the page unloads.
      if (error) {
        notifyError(error.message);
        setBusy(false);
      }
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : FIRST_SCREEN_UI_TEXTS.settingsFailed);
      setBusy(false);
    }
  }

  return { busy, submitCredentials, continueWithGoogle };
}
