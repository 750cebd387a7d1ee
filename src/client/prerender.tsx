import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { MainScreenShell } from './features/main-screen/main-screen-shell';
import type { PrerenderedPage } from './prerendered-page';

/**
 * Build-time rendering of the first paint (scripts/prerender.mjs runs this through Vite's SSR
 * build): the same tree src/client/main.tsx hydrates, so hydration finds nothing to change.
 */
export function prerenderPage(page: PrerenderedPage): string {
  return renderToString(
    <StrictMode>
      <App pathname={page === 'sign-in' ? '/' : '/404'} initialSession="signed-out" />
    </StrictMode>,
  );
}

/** The neutral main-screen shell that styles.css shows instead of the sign-in form while a session is pending. */
export function prerenderSessionShell(): string {
  return renderToString(<MainScreenShell />);
}
