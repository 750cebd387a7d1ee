import { useEffect, useRef } from 'react';
import { TEXTS, UI_TEXTS } from '../../../shared/texts';
import { Card } from '../../components/ui/card';
import { SavedPostItem } from './saved-post-item';
import { useSavedPosts } from './use-saved-posts';

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

/** The Saved Posts tab (spec §2): placeholders, then the empty message or the posts. */
export function SavedPostsPanel({ onDeleted }: { onDeleted?: (caption: string) => void }) {
  const { posts, status, hasMore, loadingMore, loadNextPage, deletePost } = useSavedPosts(onDeleted);
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

  if (status === 'loading') {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">{UI_TEXTS.loadingSavedPosts}</span>
        <Placeholder />
        <Placeholder />
        <Placeholder />
      </div>
    );
  }

  if (posts.length === 0) {
    return (
      <Card className="p-10 text-center">
        <p className="text-muted-foreground">{TEXTS.saved.empty}</p>
      </Card>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <SavedPostItem post={post} onDelete={deletePost} />
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
