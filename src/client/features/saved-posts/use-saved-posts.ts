import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_PAGE_SIZE } from '../../../shared/limits';
import type { SavedPostUpdate } from '../../../shared/saved-post-schemas';
import type { SavedPost } from '../../../shared/schemas';
import { ERRORS, LIBRARY_TEXTS, TOASTS } from '../../../shared/texts';
import { notify, notifyError, notifyWithAction } from '../../lib/notify';
import { supabase } from '../../lib/supabase';
import { requestLibraryPage, type LibraryQuery } from './library-query';
import { isDeletePending, scheduleDelete, undoDelete, UNDO_WINDOW_MS } from './pending-deletes';

export type SavedPostsStatus = 'loading' | 'ready';

/** Where a post belongs in a list in the query's order (newest or oldest first; ties by id, as the server breaks them). */
function insertInOrder(posts: SavedPost[], post: SavedPost, sort: LibraryQuery['sort']): SavedPost[] {
  const before = (a: SavedPost, b: SavedPost) => {
    const byTime = a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1;
    return sort === 'oldest' ? byTime < 0 : byTime > 0;
  };
  const index = posts.findIndex((other) => before(post, other));
  return index < 0 ? [...posts, post] : [...posts.slice(0, index), post, ...posts.slice(index)];
}

/**
 * The saved library: the posts a query selects, a page at a time from the server (issue 5), with
 * their count, edits in place and deletes that can be undone (issue 12). A changed query starts
 * over; answers to an earlier query are dropped. A failed fetch is logged and the list ends where
 * it is (spec §8). `onDeleted` hears of a post once its delete has gone through.
 */
export function useSavedPosts(query: LibraryQuery, onDeleted?: (caption: string) => void) {
  const [posts, setPosts] = useState<SavedPost[]>([]);
  const [status, setStatus] = useState<SavedPostsStatus>('loading');
  const [hasMore, setHasMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const loading = useRef(false);
  /** Rows of this query read from the server that are still there (a post waiting for its delete is). */
  const serverOffset = useRef(0);
  const generation = useRef(0);
  const currentQuery = useRef(query);

  const loadNextPage = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setLoadingMore(true);
    const asked = generation.current;
    const from = serverOffset.current;
    const { data, error, count } = await requestLibraryPage(currentQuery.current, from, from + SAVED_PAGE_SIZE - 1, from === 0);
    if (asked !== generation.current) return;
    if (error) {
      console.error('Failed to load saved posts:', error.message);
      setHasMore(false);
    } else {
      const page = data as SavedPost[];
      serverOffset.current = from + page.length;
      if (count !== null) setTotal(count);
      setPosts((current) => {
        const known = new Set(current.map((post) => post.id));
        return [...current, ...page.filter((post) => !known.has(post.id) && !isDeletePending(post.id))];
      });
      setHasMore(page.length === SAVED_PAGE_SIZE);
    }
    loading.current = false;
    setLoadingMore(false);
    setStatus('ready');
  }, []);

  // Another query starts over: the list empties while rendering (React's pattern for state that
  // follows a prop), then the effect fetches its first page. Answers to the last query are dropped.
  const queryKey = JSON.stringify(query);
  const [shownKey, setShownKey] = useState(queryKey);
  if (shownKey !== queryKey) {
    setShownKey(queryKey);
    setPosts([]);
    setTotal(null);
    setHasMore(true);
    setStatus('loading');
  }
  useEffect(() => {
    currentQuery.current = JSON.parse(queryKey) as LibraryQuery;
    generation.current += 1;
    loading.current = false;
    serverOffset.current = 0;
    void loadNextPage();
  }, [queryKey, loadNextPage]);

  function restore(post: SavedPost) {
    setPosts((current) => (current.some((other) => other.id === post.id) ? current : insertInOrder(current, post, currentQuery.current.sort)));
    setTotal((current) => (current === null ? current : current + 1));
  }

  async function deletePost(post: SavedPost): Promise<void> {
    setPosts((current) => current.filter((other) => other.id !== post.id));
    setTotal((current) => (current === null ? current : current - 1));
    const asked = generation.current;
    // The undo toast appears once the toaster is ready; the delete may have been sent by then.
    const undoToast: { dismiss?: () => void; sentEarly?: boolean } = {};
    await scheduleDelete(post.id, {
      onSent: () => {
        if (asked === generation.current) serverOffset.current -= 1;
        // Gone for good: the Generate tab may save the same text again (issue 15).
        onDeleted?.(post.caption);
        // Sent early (the page was hidden): there is nothing left to undo.
        undoToast.sentEarly = true;
        undoToast.dismiss?.();
      },
      onFailed: () => {
        restore(post);
        notifyError(ERRORS.deleteFailed);
      },
    });
    const undo = {
      label: LIBRARY_TEXTS.undo,
      onClick: () => {
        if (!undoDelete(post.id)) return;
        restore(post);
        notify(LIBRARY_TEXTS.restored);
      },
    };
    undoToast.dismiss = await notifyWithAction(TOASTS.deleted, undo, UNDO_WINDOW_MS);
    if (undoToast.sentEarly) undoToast.dismiss();
  }

  /** Saves an edit; the answer (the row as stored) replaces the post in the list. */
  async function updatePost(id: string, changes: SavedPostUpdate): Promise<boolean> {
    const { data, error } = await supabase.from('saved_posts').update(changes).eq('id', id).select().single();
    if (error || !data) {
      notifyError(error?.code === '23514' ? error.message : LIBRARY_TEXTS.updateFailed);
      return false;
    }
    const updated = data as SavedPost;
    setPosts((current) => current.map((post) => (post.id === id ? updated : post)));
    notify(LIBRARY_TEXTS.updated);
    return true;
  }

  return { posts, status, hasMore, loadingMore, total, loadNextPage, deletePost, updatePost };
}
