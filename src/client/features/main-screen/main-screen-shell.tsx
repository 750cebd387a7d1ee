import { FIRST_SCREEN_UI_TEXTS, MAIN_HEADER_TEXTS, PRODUCT_NAME } from '../../../shared/first-screen-texts';
import { LogoTile } from '../../components/ui/logo';

/**
 * What a signed-in visitor sees while the session is checked and the main screen's code loads:
 * the main screen's header and placeholders where its tabs and form will be, never the sign-in
 * form (issue 10). Prerendered into the page too, shown before any script has run.
 */
export function MainScreenShell() {
  return (
    <div role="status" className="mx-auto flex min-h-dvh w-full max-w-4xl flex-col px-4 pb-16 sm:px-6">
      <span className="sr-only">{FIRST_SCREEN_UI_TEXTS.loadingSession}</span>
      <div aria-hidden="true">
        {/* The header's layout, with the room its Account and Logout buttons take (no shift when they come). */}
        <div className="flex flex-wrap items-center gap-3 py-6">
          <LogoTile size="small" />
          <div className="min-w-48 flex-1">
            <p className="text-brand-gradient text-2xl font-extrabold tracking-tight">{PRODUCT_NAME}</p>
            <p className="text-sm text-muted-foreground">{MAIN_HEADER_TEXTS.subtitle}</p>
          </div>
          <div className="ms-auto h-10 w-52" />
        </div>
        <div className="mb-6 h-[3.75rem] rounded-2xl border border-border bg-card shadow-[var(--shadow-card)]" />
        <div className="h-96 animate-pulse rounded-3xl border border-border bg-card motion-reduce:animate-none" />
      </div>
    </div>
  );
}
