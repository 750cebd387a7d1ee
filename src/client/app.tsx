import { lazy, Suspense, useEffect } from 'react';
import { SignInScreen } from './features/auth/sign-in-screen';
import { useSession, type InitialSessionStatus } from './features/auth/use-session';
import { MainScreenShell } from './features/main-screen/main-screen-shell';
import { NotFoundPage } from './features/not-found/not-found-page';
import { hasStoredSession } from './lib/auth-client';
import { prefetchToaster, ToasterHost } from './lib/toaster-host';

// The main screen's code (and its data clients) loads only after sign-in: the sign-in screen
// stays small (docs/decisions/012). It is fetched early, so the switch after sign-in is instant.
const loadMainScreen = () => import('./features/main-screen/main-screen-chunk');
const MainScreen = lazy(() => loadMainScreen().then((module) => ({ default: module.MainScreen })));

/** What a signed-out visitor will need next: the main screen, and the toaster that greets them. */
function prefetchAfterSignIn(): void {
  void loadMainScreen();
  prefetchToaster();
}

/** Fetches once the page is idle (Safari has no requestIdleCallback: a short timeout instead). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 500);
  return () => window.clearTimeout(handle);
}

function AuthGate({ initialSession }: { initialSession: InitialSessionStatus }) {
  const state = useSession(initialSession);

  useEffect(() => {
    // A returning user needs the main screen at once; anyone else soon.
    if (hasStoredSession()) void loadMainScreen();
    return whenIdle(prefetchAfterSignIn);
  }, []);

  if (state.status === 'loading') return <MainScreenShell />;
  if (state.status === 'signed-out') return <SignInScreen onPasswordFocus={prefetchAfterSignIn} onSubmitStart={prefetchAfterSignIn} />;
  return (
    <Suspense fallback={<MainScreenShell />}>
      {/* A new user gets a fresh main screen; a refreshed token does not remount it. */}
      <MainScreen key={state.session.user.id} />
    </Suspense>
  );
}

/**
 * spec §2: '/' is the app, any other path the not-found page (no router needed for two routes).
 * `initialSession` is what the first render shows at '/': 'signed-out' when the page was
 * prerendered that way and no session is stored (src/client/main.tsx), else 'loading'.
 */
export function App({ pathname, initialSession = 'loading' }: { pathname: string; initialSession?: InitialSessionStatus }) {
  return (
    <>
      {pathname === '/' ? <AuthGate initialSession={initialSession} /> : <NotFoundPage />}
      <ToasterHost />
    </>
  );
}
