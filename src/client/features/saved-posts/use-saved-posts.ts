import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_PAGE_SIZE } from '../../../shared/limits';
import type { SavedPost } from '../../../shared/schemas';
import { ERRORS, TOASTS } from '../../../shared/texts';
import { notify, notifyError } from '../../lib/notify';
import { supabase } from '../../lib/supabase';

export type SavedPostsStatus = 'loading' | 'ready';

/**
 * The saved collection, newest first, a page at a time (issue 5: pages from the server, loaded as
 * the user scrolls). A failed fetch is logged and the list ends where it is (spec §8).
 */
export function useSavedPosts(onDeleted?: (caption: string) => void) {
  const [posts, setPosts] = useState<SavedPost[]>([]);
  const [status, setStatus] = useState<SavedPostsStatus>('loading');
  const [hasMore, setHasMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const loading = useRef(false);
  const loadedCount = useRef(0);

  const loadNextPage = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setLoadingMore(true);
    // Deleted posts are gone from the server too, so the count loaded is the next offset.
    const from = loadedCount.current;
    const { data, error } = await supabase
      .from('saved_posts')
      .select('*')
      .order('created_at', { ascending: false })
      .range(from, from + SAVED_PAGE_SIZE - 1);
    if (error) {
      console.error('Failed to load saved posts:', error.message);
      setHasMore(false);
    } else {
      const page = data as SavedPost[];
      setPosts((current) => {
        const known = new Set(current.map((post) => post.id));
        const next = [...current, ...page.filter((post) => !known.has(post.id))];
        loadedCount.current = next.length;
        return next;
      });
      setHasMore(page.length === SAVED_PAGE_SIZE);
    }
    loading.current = false;
    setLoadingMore(false);
    setStatus('ready');
  }, []);

  useEffect(() => {
    void loadNextPage();
  }, [loadNextPage]);

  async function deletePost(id: string): Promise<void> {
    const { error } = await supabase.from('saved_posts').delete().eq('id', id);
    if (error) {
      notifyError(ERRORS.deleteFailed);
      return;
    }
    const deleted = posts.find((post) => post.id === id);
    setPosts((current) => {
      const next = current.filter((post) => post.id !== id);
      loadedCount.current = next.length;
      return next;
    });
    if (deleted) onDeleted?.(deleted.caption);
    notify(TOASTS.deleted);
  }

  return { posts, status, hasMore, loadingMore, loadNextPage, deletePost };
}
