import { Bookmark, Info, X } from 'lucide-react';
import { useState } from 'react';
import { formatHashtags, stripHashSign } from '../../../shared/hashtags';
import { findPlatform } from '../../../shared/platforms';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { CaptionCardActions } from './caption-card-actions';
import { CaptionEditor } from './caption-editor';
import type { Rework } from './use-caption-rework';
import type { Generation } from './use-generate-captions';

const texts = TEXTS.generate;

interface GenerationResultsProps {
  generation: Generation;
  savingIndexes: ReadonlySet<number>;
  onSave: (index: number, caption: string) => void;
  /** Issue 11: regenerate or refine one card, edit it, remove a hashtag (absent: the cards only copy and save). */
  rework?: {
    busySlot: number | null;
    onRework: (index: number, action: Rework) => void;
    onEdit: (index: number, text: string) => void;
    onRemoveHashtag: (index: number) => void;
  };
}

/** 'Caption Variations' and the Hashtags card (spec §2); cards appear as they stream in. */
export function GenerationResults({ generation, savingIndexes, onSave, rework }: GenerationResultsProps) {
  const { captions, hashtags, streaming, language, notice } = generation;
  const tags = hashtags.map(stripHashSign).filter(Boolean);
  const platform = findPlatform(generation.request?.platform);
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <section aria-labelledby="results-heading" aria-busy={streaming} className="mt-10 flex flex-col gap-4">
      <h2 id="results-heading" className="text-xl font-bold">
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
                    text={caption}
                    toast={TOASTS.captionCopied}
                    disabled={unfinished}
                  />
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
            <CopyButton label={UI_TEXTS.copyHashtags} text={formatHashtags(tags)} toast={TOASTS.hashtagsCopied} disabled={streaming} />
          </div>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag, index) => (
              <li key={`${tag}-${index}`} className="flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm text-foreground">
                #{tag}
                {rework && (
                  <button
                    type="button"
                    aria-label={`Remove hashtag ${tag}`}
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
    </section>
  );
}
