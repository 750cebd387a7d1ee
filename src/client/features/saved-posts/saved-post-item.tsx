import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatHashtags, stripHashSign } from '../../../shared/hashtags';
import { SAVED_HASHTAGS_SHOWN } from '../../../shared/limits';
import { MOODS, isMood } from '../../../shared/moods';
import type { SavedPost } from '../../../shared/schemas';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { IsolatedText } from '../../components/ui/isolated-text';
import { detectTextDirection, guessLanguageOfText, isolateForCopy, isolateHashtagsForCopy } from '../../lib/bidi';
import { moodBackground } from '../generate/mood-style';
import { formatRelativeTime } from './relative-time';

/**
 * docs/ui-reference.md: a saved post is copied as the caption, a blank line, the hashtags; a
 * right-to-left post with its left-to-right pieces isolated (issue 15).
 */
export function formatSavedPost(post: Pick<SavedPost, 'caption' | 'hashtags'>): string {
  const direction = detectTextDirection(post.caption);
  const caption = isolateForCopy(post.caption, direction);
  return post.hashtags.length > 0 ? `${caption}\n\n${isolateHashtagsForCopy(formatHashtags(post.hashtags), direction)}` : caption;
}

export function SavedPostItem({ post, onDelete }: { post: SavedPost; onDelete: (id: string) => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const tags = post.hashtags.map(stripHashSign);
  const shown = tags.slice(0, SAVED_HASHTAGS_SHOWN);
  const hidden = tags.length - shown.length;
  const moodLabel = MOODS.find((mood) => mood.value === post.mood)?.label ?? post.mood;
  // A saved post does not store its language: its direction comes from its letters, its `lang`
  // from its script where the script names one language (issue 15).
  const direction = detectTextDirection(post.caption);
  const language = guessLanguageOfText(post.caption);

  async function handleDelete() {
    setDeleting(true);
    await onDelete(post.id);
    setDeleting(false);
  }

  return (
    <Card className="animate-rise-in p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <span
          className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-white"
          style={isMood(post.mood) ? { backgroundImage: moodBackground(post.mood) } : undefined}
        >
          {moodLabel}
        </span>
        <div className="flex items-center gap-1">
          <CopyButton label={UI_TEXTS.copySavedPost} text={formatSavedPost(post)} toast={TOASTS.postCopied} />
          <Button
            variant="danger"
            size="icon"
            aria-label={UI_TEXTS.deleteSavedPost}
            disabled={deleting}
            onClick={() => void handleDelete()}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <p dir={direction} lang={language} className="whitespace-pre-wrap break-words text-start leading-relaxed">
        <IsolatedText text={post.caption} direction={direction} />
      </p>
      {tags.length > 0 && (
        <ul dir={direction} lang={language} className="mt-4 flex flex-wrap items-center gap-2">
          {shown.map((tag, index) => (
            <li key={`${tag}-${index}`} dir="auto" className="rounded-full bg-muted px-3 py-1 text-sm">
              #{tag}
            </li>
          ))}
          {hidden > 0 && (
            <li lang="en" dir="ltr" className="px-1 text-sm text-muted-foreground">
              {TEXTS.saved.more(hidden)}
            </li>
          )}
        </ul>
      )}
      <p className="mt-4 text-xs text-muted-foreground">
        <time dateTime={post.created_at} title={new Date(post.created_at).toLocaleString()}>
          {UI_TEXTS.savedAt(formatRelativeTime(post.created_at))}
        </time>
      </p>
    </Card>
  );
}
