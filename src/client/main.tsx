import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { pageForPath, PRERENDERED_ATTRIBUTE, SESSION_PENDING_ATTRIBUTE, SESSION_SHELL_ID } from './prerendered-page';
import './styles.css';

/**
 * The page arrives prerendered (scripts/prerender.mjs): the sign-in screen at '/', the not-found
 * page elsewhere. When that markup is what the first render would show, React hydrates it. When a
 * session is pending (src/client/session-hint.ts marked <html> before the first paint and
 * styles.css shows the neutral shell), or the markup is for another page (the dev server sends
 * none), React renders afresh (docs/decisions/012).
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const pathname = window.location.pathname;
const sessionPending = document.documentElement.hasAttribute(SESSION_PENDING_ATTRIBUTE);
const canHydrate = !sessionPending && root.getAttribute(PRERENDERED_ATTRIBUTE) === pageForPath(pathname);

if (canHydrate) {
  hydrateRoot(
    root,
    <StrictMode>
      <App pathname={pathname} initialSession="signed-out" />
    </StrictMode>,
  );
} else {
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  // Rendered synchronously, so the shell below is swapped for the app's own in one task: no
  // frame shows neither, or the sign-in form.
  flushSync(() =>
    createRoot(root).render(
      <StrictMode>
        <App pathname={pathname} />
      </StrictMode>,
    ),
  );
  document.getElementById(SESSION_SHELL_ID)?.remove();
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);
}
