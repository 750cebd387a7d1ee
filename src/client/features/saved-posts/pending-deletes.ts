import { apiUrl, SUPABASE_ANON_KEY, supabase } from '../../lib/supabase';

/**
 * Deletes that wait for their undo window (issue 12; docs/decisions/018-saved-post-search.md).
 * A deleted post leaves the list at once, but its DELETE is sent only when the window has passed,
 * so 'Undo' never has to bring anything back: nothing was removed. When the page is hidden or
 * closed within the window, the waiting deletes are sent then, on a request that outlives the
 * page (`keepalive`). If that send fails, the post stays saved: a delete may be lost, a post never.
 *
 * Module state, not a component's: the Saved Posts panel is remounted after each save and on each
 * tab switch, and a delete must neither be lost nor sent early when that happens.
 */
export const UNDO_WINDOW_MS = 5000;

interface PendingDelete {
  timer: ReturnType<typeof setTimeout>;
  /** The access token when the user deleted: an unload cannot wait for supabase-js to read it. */
  accessToken: string;
  outcome: DeleteOutcome;
}

export interface DeleteOutcome {
  /** The server has removed the post. */
  onSent: () => void;
  /** The server refused or could not be reached: the post is still saved. */
  onFailed: () => void;
}

const pending = new Map<string, PendingDelete>();

export function isDeletePending(id: string): boolean {
  return pending.has(id);
}

async function sendDelete(id: string, entry: PendingDelete): Promise<void> {
  const { error } = await supabase.from('saved_posts').delete().eq('id', id);
  if (error) entry.outcome.onFailed();
  else entry.outcome.onSent();
}

/** Starts the window; the DELETE goes out when it ends, and `outcome` hears how it went. */
export async function scheduleDelete(id: string, outcome: DeleteOutcome): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const entry: PendingDelete = {
    accessToken: data.session?.access_token ?? '',
    outcome,
    timer: setTimeout(() => {
      pending.delete(id);
      void sendDelete(id, entry);
    }, UNDO_WINDOW_MS),
  };
  pending.set(id, entry);
  listenForPageHide();
}

/** Cancels a waiting delete; false if it has already been sent. */
export function undoDelete(id: string): boolean {
  const entry = pending.get(id);
  if (!entry) return false;
  clearTimeout(entry.timer);
  pending.delete(id);
  return true;
}

/** Sends every waiting delete now, on requests the browser completes even if the page goes away. */
export function flushPendingDeletes(): void {
  for (const [id, entry] of pending) {
    clearTimeout(entry.timer);
    pending.delete(id);
    void fetch(apiUrl(`rest/v1/saved_posts?id=eq.${encodeURIComponent(id)}`), {
      method: 'DELETE',
      keepalive: true,
      headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${entry.accessToken}`, 'Content-Profile': 'public' },
    }).then(
      (response) => (response.ok ? entry.outcome.onSent() : entry.outcome.onFailed()),
      () => entry.outcome.onFailed(),
    );
  }
}

let listening = false;

function listenForPageHide(): void {
  if (listening) return;
  listening = true;
  // pagehide covers closing and navigating away; a hidden tab may be discarded without one.
  window.addEventListener('pagehide', flushPendingDeletes);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPendingDeletes();
  });
}
