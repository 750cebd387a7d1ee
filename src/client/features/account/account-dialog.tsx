import { Download, KeyRound, Trash2, UserRound, X } from '../../components/ui/icons';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_TEXTS, ACCOUNT_TOASTS } from '../../../shared/account-texts';
import type { ToastText } from '../../../shared/texts';
import { PASSWORD_MIN_LENGTH } from '../../../shared/limits';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/field';
import { notify, notifyError } from '../../lib/notify';
import { changePassword, deleteMyAccount, downloadMyData } from './account-api';

/**
 * The account dialog, opened from the header: download my data, change password, delete my
 * account (confirmed by typing the email or the password). Issue 13.
 *
 * The browser's own modal <dialog>: focus kept inside, Escape and the close button close it, focus
 * returns to the opener, the rest of the page is inert. (Radix's Dialog would have added ~10 KB
 * gzip to an app whose whole budget is 120 KB.)
 */
export function AccountDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      <Button variant="outline" size="small" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <UserRound aria-hidden="true" className="size-4" />
        {ACCOUNT_TEXTS.open}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-border bg-card p-6 text-foreground shadow-[var(--shadow-card)] backdrop:bg-black/60"
      >
        <div className="mb-4 flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-xl font-bold">
              {ACCOUNT_TEXTS.title}
            </h2>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {ACCOUNT_TEXTS.description}
            </p>
          </div>
          <form method="dialog">
            <Button type="submit" variant="ghost" size="icon" aria-label={ACCOUNT_TEXTS.close}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </form>
        </div>
        <div className="flex flex-col gap-6">
          <DownloadSection />
          <PasswordSection />
          <DeleteSection />
        </div>
      </dialog>
    </>
  );
}

/**
 * One section; `outcome` repeats the last toast's words inside the dialog, where a screen reader
 * hears them: a modal dialog makes the rest of the page, the toasts included, inert.
 */
function Section({ heading, outcome, children }: { heading: string; outcome: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">{heading}</h3>
      {children}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {outcome}
      </p>
    </section>
  );
}

interface Action {
  busy: boolean;
  outcome: string;
  /** Runs `action` (an error message, or undefined when it worked), then tells the user. */
  run(action: () => Promise<string | undefined>, done: ToastText, after?: () => void): Promise<void>;
}

function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const run: Action['run'] = async (action, done, after) => {
    setBusy(true);
    setOutcome('');
    try {
      const problem = await action();
      if (problem) {
        notifyError(problem);
        setOutcome(problem);
      } else {
        notify(done);
        setOutcome(done.description ?? done.title);
        after?.();
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}

function DownloadSection() {
  const { busy, outcome, run } = useAction();
  return (
    <Section heading={ACCOUNT_TEXTS.download.heading} outcome={outcome}>
      <p className="text-sm text-muted-foreground">{ACCOUNT_TEXTS.download.explanation}</p>
      <Button variant="outline" size="small" disabled={busy} onClick={() => void run(downloadMyData, ACCOUNT_TOASTS.downloaded)}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? ACCOUNT_TEXTS.download.busy : ACCOUNT_TEXTS.download.button}
      </Button>
    </Section>
  );
}

function PasswordSection() {
  const id = useId();
  const [password, setPassword] = useState('');
  const { busy, outcome, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => changePassword(password), ACCOUNT_TOASTS.passwordChanged, () => setPassword(''));
  };
  return (
    <Section heading={ACCOUNT_TEXTS.password.heading} outcome={outcome}>
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
  const { busy, outcome, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Signed out once it succeeds: the app shows the sign-in screen.
    void run(() => deleteMyAccount(confirmation), ACCOUNT_TOASTS.deleted);
  };
  return (
    <Section heading={ACCOUNT_TEXTS.delete.heading} outcome={outcome}>
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
