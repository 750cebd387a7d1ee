import { useEffect, useMemo, useRef, useState } from 'react';
import { searchWords } from '../../../shared/search-text';
import { LIBRARY_TEXTS, TEXTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EMPTY_LIBRARY_QUERY, isFiltered, type LibraryQuery } from './library-query';
import { LibraryToolbar } from './library-toolbar';
import { SavedPostItem } from './saved-post-item';
import { useDebouncedValue } from './use-debounced-value';
import { useExportPosts } from './use-export-posts';
import { useSavedPosts } from './use-saved-posts';

/** Results follow typing once it pauses this long (issue 12: "as the user types"). */
const SEARCH_DEBOUNCE_MS = 250;

function Placeholder() {
  return (
    <Card className="p-5" aria-hidden="true">
      <div className="flex flex-col gap-3 motion-safe:animate-pulse">
        <div className="h-6 w-24 rounded-full bg-muted" />
        <div className="h-4 w-full rounded bg-muted" />
        <div className="h-4 w-4/5 rounded bg-muted" />
        <div className="h-6 w-2/3 rounded-full bg-muted" />
      </div>
    </Card>
  );
}

/**
 * The Saved Posts tab (spec §2, issue 12): search, filters and export above the list; placeholders,
 * then the empty message, the no-match message or the posts.
 */
export function SavedPostsPanel({ onDeleted }: { onDeleted?: (caption: string) => void }) {
  const [typed, setTyped] = useState<LibraryQuery>(EMPTY_LIBRARY_QUERY);
  const debouncedSearch = useDebouncedValue(typed.search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => ({ ...typed, search: debouncedSearch }), [typed, debouncedSearch]);
  const words = useMemo(() => searchWords(query.search), [query.search]);
  const { posts, status, hasMore, loadingMore, total, loadNextPage, deletePost, updatePost } = useSavedPosts(query, onDeleted);
  const { progress, exportPosts } = useExportPosts();
  const sentinel = useRef<HTMLDivElement>(null);

  // The next page loads when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, status, loadNextPage, posts.length]);

  const toolbar = (
    <LibraryToolbar query={typed} onChange={setTyped} total={total} exportProgress={progress} onExport={(format) => void exportPosts(query, format)} />
  );

  if (status === 'loading') {
    return (
      <>
        {toolbar}
        <div role="status" aria-live="polite" className="flex flex-col gap-4">
          <span className="sr-only">{UI_TEXTS.loadingSavedPosts}</span>
          <Placeholder />
          <Placeholder />
          <Placeholder />
        </div>
      </>
    );
  }

  if (posts.length === 0) {
    const filtered = isFiltered(query);
    return (
      <>
        {toolbar}
        <Card className="p-10 text-center">
          <p className="text-muted-foreground">{filtered ? LIBRARY_TEXTS.noMatches : TEXTS.saved.empty}</p>
          {filtered && (
            <Button variant="outline" size="small" className="mt-4" onClick={() => setTyped({ ...EMPTY_LIBRARY_QUERY, sort: typed.sort })}>
              {LIBRARY_TEXTS.clearFilters}
            </Button>
          )}
        </Card>
      </>
    );
  }

  return (
    <>
      {toolbar}
      <ul className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <SavedPostItem post={post} onDelete={deletePost} onUpdate={updatePost} searchWords={words} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} role="status" className="mt-4">
          {loadingMore && (
            <>
              <span className="sr-only">{UI_TEXTS.loadingMoreSavedPosts}</span>
              <Placeholder />
            </>
          )}
        </div>
      )}
    </>
  );
}
