import { useRef, useState } from 'react';
import { stripHashSign } from '../../../shared/hashtags';
import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import type { GenerationRequestBody } from '../../../shared/schemas';
import { ERRORS, TOASTS } from '../../../shared/texts';
import { notify, notifyError } from '../../lib/notify';
import { supabase } from '../../lib/supabase';

/** What a save sends: the caption and its hashtags, and the context of the generation that wrote them. */
export interface PostToSave {
  caption: string;
  hashtags: string[];
  mood: Mood;
  language: LanguageCode;
  niche: string;
  topic: string;
  website: string;
  /** The request the caption answers: its platform and other options are saved with it (issues 11, 12). */
  request?: GenerationRequestBody;
}

/** The generation options a saved post keeps (never the media, the captions or the slot). */
function savedOptionsOf(request: GenerationRequestBody | undefined): Record<string, unknown> | null {
  if (!request) return null;
  const options = Object.fromEntries(
    (['length', 'emoji', 'callToAction', 'hashtagCount'] as const)
      .filter((key) => request[key] !== undefined)
      .map((key) => [key, request[key]]),
  );
  return Object.keys(options).length > 0 ? options : null;
}

/**
 * Saving a caption to the collection, with the per-caption 'Saving...' state (spec §4).
 * `savedCaptions` are the texts saved while the main screen is open (kept by the main screen, so
 * a post deleted from the Saved Posts tab is no longer counted): a card whose unchanged text was
 * saved shows so, and saving it again makes no duplicate (issue 15).
 */
export function useSavePost(savedCaptions: ReadonlySet<string>, onSaved: (caption: string) => void) {
  const [savingIndexes, setSavingIndexes] = useState<ReadonlySet<number>>(new Set());
  /** Captions being saved right now: a second press before the first answer saves nothing. */
  const inFlight = useRef(new Set<string>());

  function markSaving(index: number, saving: boolean) {
    setSavingIndexes((current) => {
      const next = new Set(current);
      if (saving) next.add(index);
      else next.delete(index);
      return next;
    });
  }

  async function savePost(index: number, post: PostToSave): Promise<void> {
    if (savedCaptions.has(post.caption) || inFlight.current.has(post.caption)) return;
    inFlight.current.add(post.caption);
    markSaving(index, true);
    try {
      const { data } = await supabase.auth.getSession();
      const user = data.session?.user;
      if (!user) {
        notifyError(ERRORS.mustBeLoggedIn);
        return;
      }
      // Stored without '#' and without repeats (spec §3; the server refuses duplicates).
      const seen = new Set<string>();
      const hashtags = post.hashtags.map(stripHashSign).filter((tag) => {
        const key = tag.toLocaleLowerCase();
        if (!tag || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const { error } = await supabase
        .from('saved_posts')
        .insert({
          user_id: user.id,
          caption: post.caption,
          hashtags,
          mood: post.mood,
          // Empty context fields are stored as null by the server.
          niche: post.niche,
          topic: post.topic,
          website: post.website,
          language: post.language,
          platform: post.request?.platform ?? null,
          options: savedOptionsOf(post.request),
        });
      if (error) {
        notifyError(ERRORS.saveFailed);
        return;
      }
      notify(TOASTS.saved);
      onSaved(post.caption);
    } catch {
      notifyError(ERRORS.saveFailed);
    } finally {
      inFlight.current.delete(post.caption);
      markSaving(index, false);
    }
  }

  return { savingIndexes, savePost };
}
