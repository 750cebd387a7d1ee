import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/password-rules';
import { PRODUCT_NAME, SIGN_IN_TEXTS } from '../../../shared/first-screen-texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/field';
import { LogoTile } from '../../components/ui/logo';
import { useHydrated } from '../../lib/use-hydrated';
import { GoogleMark } from './google-mark';
import { useSignIn, type SignInMode } from './use-sign-in';

const texts = SIGN_IN_TEXTS;

interface SignInScreenProps {
  /** The password field got focus: a sign-in is near (the app fetches the main screen's code). */
  onPasswordFocus?: () => void;
  onSubmitStart?: () => void;
}

export function SignInScreen({ onPasswordFocus, onSubmitStart }: SignInScreenProps) {
  const [mode, setMode] = useState<SignInMode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, submitCredentials, continueWithGoogle } = useSignIn();
  // Prerendered: nothing can be used before React has hydrated the form (see useHydrated).
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmitStart?.();
    void submitCredentials(mode, email, password);
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-8 flex flex-col items-center gap-4 text-center">
          <LogoTile />
          <h1 className="text-brand-gradient text-3xl font-extrabold tracking-tight">{PRODUCT_NAME}</h1>
          <p className="text-muted-foreground">{texts.tagline}</p>
        </div>

        <form onSubmit={handleSubmit} className="flex flex-col gap-5" aria-busy={busy}>
          <div>
            <Label htmlFor="email">{texts.emailLabel}</Label>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              readOnly={!hydrated}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="password">{texts.passwordLabel}</Label>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              required
              minLength={PASSWORD_MIN_LENGTH}
              readOnly={!hydrated}
              value={password}
              onFocus={onPasswordFocus}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={locked} className="w-full">
            {busy ? texts.loading : mode === 'sign-in' ? texts.signIn : texts.signUp}
          </Button>
        </form>

        <div className="my-6 flex items-center gap-3 text-sm text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          <span>{texts.orContinueWith}</span>
          <span className="h-px flex-1 bg-border" />
        </div>

        <Button variant="outline" disabled={locked} className="w-full" onClick={() => void continueWithGoogle()}>
          <GoogleMark />
          {texts.google}
        </Button>

        <p className="mt-6 text-center text-sm">
          <button
            type="button"
            className="cursor-pointer rounded-md px-1 font-medium text-violet-300 underline-offset-4 hover:text-pink-300 hover:underline disabled:opacity-60"
            disabled={locked}
            onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          >
            {mode === 'sign-in' ? texts.toSignUp : texts.toSignIn}
          </button>
        </p>
      </Card>
    </main>
  );
}
