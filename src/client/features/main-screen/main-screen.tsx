import { LogOut } from '../../components/ui/icons';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { PRODUCT_NAME, TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { LogoTile } from '../../components/ui/logo';
import { AccountDialog } from '../account/account-dialog';
import { useSignOut } from '../auth/use-sign-out';
import { GeneratePanel } from '../generate/generate-panel';
import { SavedPostsPanel } from '../saved-posts/saved-posts-panel';

const TAB_TRIGGER =
  'flex h-12 flex-1 cursor-pointer items-center justify-center rounded-xl px-4 text-sm font-semibold text-muted-foreground ' +
  'transition hover:text-foreground data-[state=active]:bg-brand-gradient data-[state=active]:text-white ' +
  'data-[state=active]:shadow-[var(--shadow-glow)]';

type Tab = 'generate' | 'saved';

export function MainScreen() {
  const signOut = useSignOut();
  const [tab, setTab] = useState<Tab>('generate');
  // spec §4: after a save the Saved Posts view is remounted and reloaded.
  const [savedPostsVersion, setSavedPostsVersion] = useState(0);
  // Caption texts saved while this screen is open: their cards show 'Saved' and are not saved twice
  // (issue 15); a post deleted from the Saved Posts tab can be saved again.
  const [savedCaptions, setSavedCaptions] = useState<ReadonlySet<string>>(new Set());

  function rememberSaved(caption: string) {
    setSavedCaptions((current) => new Set(current).add(caption));
    setSavedPostsVersion((version) => version + 1);
  }

  function forgetSaved(caption: string) {
    setSavedCaptions((current) => {
      const next = new Set(current);
      next.delete(caption);
      return next;
    });
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-4xl flex-col px-4 pb-16 sm:px-6">
      {/* On a phone the buttons take a row of their own: the product name is never squeezed. */}
      <header className="flex flex-wrap items-center gap-3 py-6">
        <LogoTile size="small" />
        <div className="min-w-48 flex-1">
          <h1 className="text-brand-gradient text-2xl font-extrabold tracking-tight">{PRODUCT_NAME}</h1>
          <p className="text-sm text-muted-foreground">{TEXTS.main.subtitle}</p>
        </div>
        <div className="ms-auto flex items-center gap-2">
          <AccountDialog />
          <Button variant="outline" size="small" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {TEXTS.main.logout}
          </Button>
        </div>
      </header>

      <main>
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next === 'saved' ? 'saved' : 'generate')}>
          <Tabs.List className="mb-6 flex gap-2 rounded-2xl border border-border bg-card p-1.5 shadow-[var(--shadow-card)]">
            <Tabs.Trigger value="generate" className={TAB_TRIGGER}>
              {TEXTS.main.generateTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="saved" className={TAB_TRIGGER}>
              {TEXTS.main.savedTab}
            </Tabs.Trigger>
          </Tabs.List>
          {/* forceMount keeps the form and its results when the user looks at the saved posts. */}
          <Tabs.Content value="generate" forceMount className="data-[state=inactive]:hidden">
            <GeneratePanel savedCaptions={savedCaptions} onSaved={rememberSaved} onShowSaved={() => setTab('saved')} />
          </Tabs.Content>
          <Tabs.Content value="saved">
            <SavedPostsPanel key={savedPostsVersion} onDeleted={forgetSaved} />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  );
}
