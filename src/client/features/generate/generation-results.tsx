import { Bookmark, Info } from 'lucide-react';
import { formatHashtags, stripHashSign } from '../../../shared/hashtags';
import { measureCaption } from '../../../shared/text-length';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import type { Generation } from './use-generate-captions';

const texts = TEXTS.generate;

interface GenerationResultsProps {
  generation: Generation;
  savingIndexes: ReadonlySet<number>;
  onSave: (index: number, caption: string) => void;
}

/** 'Caption Variations' and the Hashtags card (spec §2); cards appear as they stream in. */
export function GenerationResults({ generation, savingIndexes, onSave }: GenerationResultsProps) {
  const { captions, hashtags, streaming, language, notice, source } = generation;
  const tags = hashtags.map(stripHashSign).filter(Boolean);

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
          const unfinished = streaming && index === captions.length - 1;
          const length = measureCaption(caption, language);
          const saving = savingIndexes.has(index);
          return (
            <li key={index} className="animate-rise-in">
              <Card className="p-5">
                <div className="mb-3 flex items-center justify-between gap-3">
                  <h3 className="font-semibold text-violet-300">{texts.option(number)}</h3>
                  <span className="text-xs text-muted-foreground">{UI_TEXTS.captionLength(length.value, length.unit)}</span>
                </div>
                <p className="whitespace-pre-wrap break-words leading-relaxed">{caption}</p>
                <div className="mt-4 flex items-center justify-end gap-2">
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
              <li key={`${tag}-${index}`} className="rounded-full bg-muted px-3 py-1 text-sm text-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {source === 'offline' && !streaming && <p className="text-xs text-muted-foreground">{texts.offlineSource}</p>}
    </section>
  );
}
