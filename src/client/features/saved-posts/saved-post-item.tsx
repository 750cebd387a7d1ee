import { Pencil, Trash2 } from '../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { formatHashtags, stripHashSign } from '../../../shared/hashtags';
import { findLanguage, textDirectionOf, type LanguageCode } from '../../../shared/languages';
import { SAVED_HASHTAGS_SHOWN } from '../../../shared/limits';
import { MOODS, isMood } from '../../../shared/moods';
import type { SavedPostUpdate } from '../../../shared/saved-post-schemas';
import type { SavedPost } from '../../../shared/schemas';
import { LIBRARY_TEXTS, TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { Input, Label } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { IsolatedText } from '../../components/ui/isolated-text';
import { detectTextDirection, guessLanguageOfText, isolateForCopy, isolateHashtagsForCopy } from '../../lib/bidi';
import { moodBackground } from '../generate/mood-style';
import { HighlightedText } from './highlighted-text';
import { platformLabel } from './library-query';
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

/** Hashtags as typed in the edit field: separated by spaces or commas, '#' optional, repeats dropped. */
export function parseHashtagField(value: string): string[] {
  const seen = new Set<string>();
  return value
    .split(/[\s,]+/u)
    .map(stripHashSign)
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** What produced the post, compactly: language, platform, niche (only what it has). */
function PostContext({ post, words }: { post: SavedPost; words: readonly string[] }) {
  const language = post.language ? findLanguage(post.language)?.name ?? post.language : null;
  const parts = [language, post.platform ? platformLabel(post.platform) : null].filter((part): part is string => part !== null);
  if (parts.length === 0 && !post.niche) return null;
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground" aria-label={LIBRARY_TEXTS.context}>
      {parts.map((part) => (
        <span key={part} className="rounded-full border border-border px-2 py-0.5">
          {part}
        </span>
      ))}
      {post.niche && (
        <span className="min-w-0 truncate">
          <HighlightedText text={post.niche} words={words} />
        </span>
      )}
    </p>
  );
}

interface SavedPostItemProps {
  post: SavedPost;
  onDelete: (post: SavedPost) => Promise<void>;
  onUpdate?: (id: string, changes: SavedPostUpdate) => Promise<boolean>;
  /** The folded words of the search, to mark in the caption, hashtags and niche. */
  searchWords?: readonly string[];
}

export function SavedPostItem({ post, onDelete, onUpdate, searchWords = [] }: SavedPostItemProps) {
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const tags = post.hashtags.map(stripHashSign);
  // While searching, every tag shows: a matching one may be past the fifth.
  const shown = searchWords.length > 0 ? tags : tags.slice(0, SAVED_HASHTAGS_SHOWN);
  const hidden = tags.length - shown.length;
  const moodLabel = MOODS.find((mood) => mood.value === post.mood)?.label ?? post.mood;
  // Direction and `lang` from the language the post was written in (saved with it since issue 12);
  // a post saved before that: its direction from its letters, its `lang` from its script where the
  // script names one language (issue 15).
  const storedLanguage = post.language && findLanguage(post.language) ? post.language : undefined;
  const direction = storedLanguage ? textDirectionOf(storedLanguage as LanguageCode) : detectTextDirection(post.caption);
  const language = storedLanguage ?? guessLanguageOfText(post.caption);

  async function handleDelete() {
    setDeleting(true);
    await onDelete(post);
    setDeleting(false);
  }

  return (
    <Card className="animate-rise-in p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span
            className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-white"
            style={isMood(post.mood) ? { backgroundImage: moodBackground(post.mood) } : undefined}
          >
            {moodLabel}
          </span>
          <PostContext post={post} words={searchWords} />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <CopyButton label={UI_TEXTS.copySavedPost} text={formatSavedPost(post)} toast={TOASTS.postCopied} />
          {onUpdate && (
            <Button variant="ghost" size="icon" aria-label={LIBRARY_TEXTS.editSavedPost} aria-expanded={editing} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-5" />
            </Button>
          )}
          <Button variant="danger" size="icon" aria-label={UI_TEXTS.deleteSavedPost} disabled={deleting} onClick={() => void handleDelete()}>
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      {editing && onUpdate ? (
        <EditForm post={post} onSave={(changes) => onUpdate(post.id, changes)} onClose={() => setEditing(false)} />
      ) : (
        <>
          <p dir={direction} lang={language} className="whitespace-pre-wrap break-words text-start leading-relaxed">
            {searchWords.length > 0 ? (
              <HighlightedText text={post.caption} words={searchWords} />
            ) : (
              <IsolatedText text={post.caption} direction={direction} />
            )}
          </p>
          {tags.length > 0 && (
            <ul dir={direction} lang={language} className="mt-4 flex flex-wrap items-center gap-2">
              {shown.map((tag, index) => (
                <li key={`${tag}-${index}`} dir="auto" className="rounded-full bg-muted px-3 py-1 text-sm">
                  #<HighlightedText text={tag} words={searchWords} />
                </li>
              ))}
              {hidden > 0 && (
                <li lang="en" dir="ltr" className="px-1 text-sm text-muted-foreground">
                  {TEXTS.saved.more(hidden)}
                </li>
              )}
            </ul>
          )}
        </>
      )}
      <p className="mt-4 text-xs text-muted-foreground">
        <time dateTime={post.created_at} title={new Date(post.created_at).toLocaleString()}>
          {UI_TEXTS.savedAt(formatRelativeTime(post.created_at))}
        </time>
      </p>
    </Card>
  );
}

/** The caption and hashtags, edited in place; Save sends only what changed. */
function EditForm({ post, onSave, onClose }: { post: SavedPost; onSave: (changes: SavedPostUpdate) => Promise<boolean>; onClose: () => void }) {
  const id = useId();
  const [caption, setCaption] = useState(post.caption);
  const [hashtags, setHashtags] = useState(formatHashtags(post.hashtags));
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const changes: SavedPostUpdate = {};
    if (caption.trim() !== post.caption) changes.caption = caption;
    const tags = parseHashtagField(hashtags);
    if (tags.join(' ') !== post.hashtags.join(' ')) changes.hashtags = tags;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    const saved = await onSave(changes);
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void handleSubmit(event)}>
      <div>
        <Label htmlFor={`${id}-caption`}>{LIBRARY_TEXTS.captionField}</Label>
        <Textarea id={`${id}-caption`} dir="auto" value={caption} required onChange={(event) => setCaption(event.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-hashtags`}>{LIBRARY_TEXTS.hashtagsField}</Label>
        <Input id={`${id}-hashtags`} dir="auto" value={hashtags} aria-describedby={`${id}-hint`} onChange={(event) => setHashtags(event.target.value)} />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {LIBRARY_TEXTS.hashtagsHint}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="small" onClick={onClose} disabled={saving}>
          {LIBRARY_TEXTS.cancel}
        </Button>
        <Button type="submit" size="small" disabled={saving}>
          {saving ? LIBRARY_TEXTS.saving : LIBRARY_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
