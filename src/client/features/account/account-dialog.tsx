import { Download, KeyRound, Trash2, UserRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_TEXTS, ACCOUNT_TOASTS } from '../../../shared/account-texts';
import { PASSWORD_MIN_LENGTH } from '../../../shared/limits';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/field';
import { notify, notifyError } from '../../lib/notify';
import { changePassword, deleteMyAccount, downloadMyData } from './account-api';

/**
 * The account dialog, opened from the header: download my data, change password, delete my
 * account (confirmed by typing the email or the password). Issue 13.
 */
export function AccountDialog() {
  const [open, setOpen] = useState(false);
  // Button takes no ref (preact/compat passes none to a function component without forwardRef),
  // so Radix's Trigger cannot focus it again on close: the dialog is opened by hand, and focus
  // goes back to the button through the element around it.
  const opener = useRef<HTMLSpanElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <span ref={opener} className="contents">
        <Button variant="outline" size="small" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          <UserRound aria-hidden="true" className="size-4" />
          {ACCOUNT_TEXTS.open}
        </Button>
      </span>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.querySelector('button')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]">
          <div className="mb-4 flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-bold">{ACCOUNT_TEXTS.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">{ACCOUNT_TEXTS.description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={ACCOUNT_TEXTS.close}
              className="inline-flex size-10 cursor-pointer items-center justify-center rounded-xl text-muted-foreground transition hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-6">
            <DownloadSection />
            <PasswordSection />
            <DeleteSection />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">{heading}</h3>
      {children}
    </section>
  );
}

/** Runs one account action at a time and reports it: a toast for the outcome, `busy` meanwhile. */
function useAction(): [boolean, (action: () => Promise<string | undefined>, onDone: () => void) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string | undefined>, onDone: () => void) => {
    setBusy(true);
    try {
      const problem = await action();
      if (problem) notifyError(problem);
      else onDone();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

function DownloadSection() {
  const [busy, run] = useAction();
  return (
    <Section heading={ACCOUNT_TEXTS.download.heading}>
      <p className="text-sm text-muted-foreground">{ACCOUNT_TEXTS.download.explanation}</p>
      <Button variant="outline" size="small" disabled={busy} onClick={() => void run(downloadMyData, () => notify(ACCOUNT_TOASTS.downloaded))}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? ACCOUNT_TEXTS.download.busy : ACCOUNT_TEXTS.download.button}
      </Button>
    </Section>
  );
}

function PasswordSection() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, run] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => changePassword(password),
      () => {
        setPassword('');
        notify(ACCOUNT_TOASTS.passwordChanged);
      },
    );
  };
  return (
    <Section heading={ACCOUNT_TEXTS.password.heading}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div>
          <Label htmlFor={id}>{ACCOUNT_TEXTS.password.label}</Label>
          <Input id={id} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
        <Button type="submit" variant="outline" size="small" disabled={busy}>
          <KeyRound aria-hidden="true" className="size-4" />
          {busy ? ACCOUNT_TEXTS.password.busy : ACCOUNT_TEXTS.password.button}
        </Button>
      </form>
    </Section>
  );
}

function DeleteSection() {
  const id = useId();
  const [confirmation, setConfirmation] = useState('');
  const [busy, run] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Signed out once it succeeds: the app shows the sign-in screen.
    void run(() => deleteMyAccount(confirmation), () => notify(ACCOUNT_TOASTS.deleted));
  };
  return (
    <Section heading={ACCOUNT_TEXTS.delete.heading}>
      <p className="text-sm text-muted-foreground">{ACCOUNT_TEXTS.delete.explanation}</p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div>
          <Label htmlFor={id}>{ACCOUNT_TEXTS.delete.label}</Label>
          <Input id={id} type="password" autoComplete="off" required value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
        </div>
        <Button type="submit" variant="outline" size="small" disabled={busy || confirmation.trim() === ''} className="border-destructive text-red-300 hover:bg-destructive/15">
          <Trash2 aria-hidden="true" className="size-4" />
          {busy ? ACCOUNT_TEXTS.delete.busy : ACCOUNT_TEXTS.delete.button}
        </Button>
      </form>
    </Section>
  );
}
