import { lazy, Suspense, useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { UI_TEXTS } from '../shared/texts';
import { SignInScreen } from './features/auth/sign-in-screen';
import { useSession } from './features/auth/use-session';
import { NotFoundPage } from './features/not-found/not-found-page';
import { hasStoredSession } from './lib/auth-client';

// The main screen's code loads only after sign-in: the sign-in bundle stays small (issue 5).
const loadMainScreen = () => import('./features/main-screen/main-screen');
const MainScreen = lazy(() => loadMainScreen().then((module) => ({ default: module.MainScreen })));

function preloadMainScreenIfSignedIn(): void {
  // A returning user will need it: fetch it while supabase-js checks the stored session.
  if (hasStoredSession()) void loadMainScreen();
}

// Sonner's own colour variables, set to the theme's card (docs/ui-reference.md).
const TOASTER_COLOURS = {
  '--normal-bg': 'var(--color-card)',
  '--normal-border': 'var(--color-border)',
  '--normal-text': 'var(--color-foreground)',
  '--error-bg': 'var(--color-card)',
  '--error-border': 'var(--color-destructive)',
  '--error-text': 'var(--color-foreground)',
} as CSSProperties;

function Loading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none" />
      <span className="sr-only">{UI_TEXTS.loadingSession}</span>
    </div>
  );
}

function AuthGate() {
  const state = useSession();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signed-out') return <SignInScreen onSubmitStart={() => void loadMainScreen()} />;
  return (
    <Suspense fallback={<Loading />}>
      {/* A new user gets a fresh main screen; a refreshed token does not remount it. */}
      <MainScreen key={state.session.user.id} />
    </Suspense>
  );
}

/** spec §2: '/' is the app, any other path the not-found page (no router needed for two routes). */
export function App({ pathname }: { pathname: string }) {
  useEffect(() => {
    if (pathname === '/') preloadMainScreenIfSignedIn();
  }, [pathname]);

  return (
    <>
      {pathname === '/' ? <AuthGate /> : <NotFoundPage />}
      <Toaster theme="dark" position="top-center" closeButton style={TOASTER_COLOURS} toastOptions={{ className: 'font-sans' }} />
    </>
  );
}
