import { Bookmark, Check, Info, X } from '../../components/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { formatHashtags, stripHashSign } from '../../../shared/hashtags';
import { textDirectionOf } from '../../../shared/languages';
import { findPlatform } from '../../../shared/platforms';
import { CAPTION_EDIT_TEXTS } from '../../../shared/caption-edit-texts';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { isBareTopic, TOPIC_HINT } from '../../../shared/topic-hint';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { classNames } from '../../components/ui/class-names';
import { CopyButton } from '../../components/ui/copy-button';
import { isolateForCopy, isolateHashtagsForCopy } from '../../lib/bidi';
import { CaptionCardActions } from './caption-card-actions';
import { CaptionEditor } from './caption-editor';
import type { Rework } from './use-caption-rework';
import type { Generation } from './use-generate-captions';

const texts = TEXTS.generate;

interface GenerationResultsProps {
  generation: Generation;
  savingIndexes: ReadonlySet<number>;
  /** Caption texts already saved: their cards say so instead of offering Save again. */
  savedCaptions: ReadonlySet<string>;
  onSave: (index: number, caption: string) => void;
  onShowSaved?: () => void;
  /** Issue 11: regenerate or refine one card, edit it, remove a hashtag (absent: the cards only copy and save). */
  rework?: {
    busySlot: number | null;
    onRework: (index: number, action: Rework) => void;
    onEdit: (index: number, text: string) => void;
    onRemoveHashtag: (index: number) => void;
  };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * 'Caption Variations' and the Hashtags card (spec §2); cards appear as they stream in. The
 * captions and hashtags take their direction and `lang` from the language asked for (issue 15).
 */
export function GenerationResults({ generation, savingIndexes, savedCaptions, onSave, onShowSaved, rework }: GenerationResultsProps) {
  const { captions, hashtags, streaming, language, notice, source, id } = generation;
  const tags = hashtags.map(stripHashSign).filter(Boolean);
  const direction = textDirectionOf(language);
  const heading = useRef<HTMLHeadingElement>(null);
  const platform = findPlatform(generation.request?.platform);
  const [editing, setEditing] = useState<number | null>(null);

  const scrolledId = useRef(0);

  // A new answer's first caption brings the results into view (on a phone they start below the
  // fold): once per generation, not on every streamed piece, and not for earlier results shown
  // again after a failure.
  useEffect(() => {
    if (id === undefined || id <= scrolledId.current) return;
    scrolledId.current = id;
    heading.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [id]);

  return (
    // While streaming, at least a screen tall: the heading can scroll to the top before the
    // cards below it have arrived.
    <section aria-labelledby="results-heading" aria-busy={streaming} className={classNames('mt-10 flex flex-col gap-4', streaming && 'min-h-dvh')}>
      <h2 id="results-heading" ref={heading} className="scroll-mt-4 text-xl font-bold">
        {texts.captionVariations}
      </h2>

      {notice && (
        <p role="status" className="flex items-start gap-2 rounded-2xl border border-border bg-muted/60 p-4 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary" />
          {notice}
        </p>
      )}

      <ol className="flex flex-col gap-4">
        {captions.map((caption, index) => {
          const number = index + 1;
          const reworking = rework?.busySlot === index;
          const unfinished = (streaming && index === captions.length - 1) || reworking;
          const saving = savingIndexes.has(index);
          const saved = !unfinished && savedCaptions.has(caption);
          return (
            <li key={index} className="animate-rise-in">
              <Card className="p-5">
                <div className="mb-3 flex items-center justify-between gap-3">
                  <h3 className="font-semibold text-violet-300">{texts.option(number)}</h3>
                </div>
                <div aria-busy={reworking || undefined}>
                  <CaptionEditor
                    number={number}
                    caption={caption}
                    language={language}
                    direction={direction}
                    platform={platform}
                    editing={editing === index && !reworking}
                    onChange={(text) => rework?.onEdit(index, text)}
                  />
                </div>
                <div className="mt-4 flex flex-wrap items-start justify-between gap-2">
                  {rework ? (
                    <CaptionCardActions
                      number={number}
                      language={language}
                      busy={reworking}
                      disabled={streaming || rework.busySlot !== null}
                      editing={editing === index}
                      onToggleEdit={() => setEditing((current) => (current === index ? null : index))}
                      onRework={(action) => {
                        setEditing(null);
                        rework.onRework(index, action);
                      }}
                    />
                  ) : (
                    <span />
                  )}
                  <div className="flex items-center gap-2">
                  <CopyButton
                    label={UI_TEXTS.copyCaption(number)}
                    text={isolateForCopy(caption, direction)}
                    toast={TOASTS.captionCopied}
                    disabled={unfinished}
                  />
                  {saved ? (
                    <>
                      <span className="inline-flex h-10 items-center gap-1.5 px-2 text-sm font-semibold text-green-300">
                        <Check aria-hidden="true" className="size-4" />
                        {UI_TEXTS.savedCaption}
                      </span>
                      {onShowSaved && (
                        <Button variant="outline" size="small" onClick={onShowSaved}>
                          {UI_TEXTS.viewSaved}
                        </Button>
                      )}
                    </>
                  ) : (
                    <Button
                      variant="outline"
                      size="small"
                      aria-label={saving ? undefined : UI_TEXTS.saveCaption(number)}
                      disabled={unfinished || saving}
                      onClick={() => onSave(index, caption)}
                    >
                      <Bookmark aria-hidden="true" className="size-4" />
                      {saving ? texts.saving : texts.save}
                    </Button>
                  )}
                  </div>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>

      {tags.length > 0 && (
        <Card className="animate-rise-in p-5">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 className="font-semibold text-violet-300">{texts.hashtags}</h3>
            <CopyButton
              label={UI_TEXTS.copyHashtags}
              text={isolateHashtagsForCopy(formatHashtags(tags), direction)}
              toast={TOASTS.hashtagsCopied}
              disabled={streaming}
            />
          </div>
          <ul dir={direction} lang={language} className="flex flex-wrap gap-2">
            {tags.map((tag, index) => (
              // dir="auto": '#vegan' in an Arabic list keeps its '#' in front.
              <li key={`${tag}-${index}`} dir="auto" className="flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm text-foreground">
                #{tag}
                {rework && (
                  <button
                    type="button"
                    aria-label={CAPTION_EDIT_TEXTS.removeHashtag(tag)}
                    disabled={streaming || rework.busySlot !== null}
                    onClick={() => rework.onRemoveHashtag(index)}
                    className="-mr-1 rounded-full p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {source === 'offline' && !streaming && <p className="text-xs text-muted-foreground">{texts.offlineSource}</p>}
      {source === 'offline' && !streaming && isBareTopic(generation.topic, language) && (
        <p className="text-xs text-muted-foreground">{TOPIC_HINT}</p>
      )}
    </section>
  );
}
