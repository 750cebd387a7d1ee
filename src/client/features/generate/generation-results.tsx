import { Bookmark, Check, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatHashtags, stripHashSign } from '../../../shared/hashtags';
import { textDirectionOf } from '../../../shared/languages';
import { measureCaption } from '../../../shared/text-length';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { classNames } from '../../components/ui/class-names';
import { CopyButton } from '../../components/ui/copy-button';
import { IsolatedText } from '../../components/ui/isolated-text';
import { isolateForCopy, isolateHashtagsForCopy } from '../../lib/bidi';
import type { Generation } from './use-generate-captions';

const texts = TEXTS.generate;

interface GenerationResultsProps {
  generation: Generation;
  savingIndexes: ReadonlySet<number>;
  /** Caption texts already saved: their cards say so instead of offering Save again. */
  savedCaptions: ReadonlySet<string>;
  onSave: (index: number, caption: string) => void;
  onShowSaved?: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * 'Caption Variations' and the Hashtags card (spec §2); cards appear as they stream in. The
 * captions and hashtags take their direction and `lang` from the language asked for (issue 15).
 */
export function GenerationResults({ generation, savingIndexes, savedCaptions, onSave, onShowSaved }: GenerationResultsProps) {
  const { captions, hashtags, streaming, language, notice, source, id } = generation;
  const tags = hashtags.map(stripHashSign).filter(Boolean);
  const direction = textDirectionOf(language);
  const heading = useRef<HTMLHeadingElement>(null);

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
          const unfinished = streaming && index === captions.length - 1;
          const length = measureCaption(caption, language);
          const saving = savingIndexes.has(index);
          const saved = !unfinished && savedCaptions.has(caption);
          return (
            <li key={index} className="animate-rise-in">
              <Card className="p-5">
                <div className="mb-3 flex items-center justify-between gap-3">
                  <h3 className="font-semibold text-violet-300">{texts.option(number)}</h3>
                  <span className="text-xs text-muted-foreground">{UI_TEXTS.captionLength(length.value, length.unit)}</span>
                </div>
                <p dir={direction} lang={language} className="whitespace-pre-wrap break-words text-start leading-relaxed">
                  <IsolatedText text={caption} direction={direction} />
                </p>
                <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
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
              <li key={`${tag}-${index}`} dir="auto" className="rounded-full bg-muted px-3 py-1 text-sm text-foreground">
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
