import { useId } from 'react';
import type { LanguageCode, TextDirection } from '../../../shared/languages';
import { countForPlatform, offsetWithin } from '../../../shared/platform-length';
import type { Platform } from '../../../shared/platforms';
import { measureCaption } from '../../../shared/text-length';
import { CAPTION_EDIT_TEXTS } from '../../../shared/caption-edit-texts';
import { UI_TEXTS } from '../../../shared/texts';
import { Textarea } from '../../components/ui/textarea';
import { IsolatedText } from '../../components/ui/isolated-text';

interface CaptionEditorProps {
  number: number;
  caption: string;
  language: LanguageCode;
  /** The caption's direction (issue 15): right to left for Arabic and Urdu. */
  direction: TextDirection;
  platform?: Platform;
  editing: boolean;
  onChange: (text: string) => void;
}

/**
 * A caption as text or in a text area (issue 11), with a live count against the platform's limit
 * counted the platform's way, a mark where the feed cuts it at "…more", and a plain message when
 * it runs over.
 */
export function CaptionEditor({ number, caption, language, direction, platform, editing, onChange }: CaptionEditorProps) {
  const counterId = useId();
  const count = platform ? countForPlatform(caption, platform) : undefined;
  const over = platform !== undefined && count !== undefined && count > platform.captionLimit;
  const length = measureCaption(caption, language);

  return (
    <div className="flex flex-col gap-2">
      {editing ? (
        <Textarea
          aria-label={CAPTION_EDIT_TEXTS.captionTextArea(number)}
          aria-describedby={counterId}
          aria-invalid={over || undefined}
          dir={direction}
          lang={language}
          value={caption}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-[160px]"
        />
      ) : (
        <CaptionText caption={caption} language={language} direction={direction} platform={platform} />
      )}
      <p id={counterId} className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span>{UI_TEXTS.captionLength(length.value, length.unit)}</span>
        {platform && (
          <span className={over ? 'font-semibold text-red-400' : undefined}>
            {CAPTION_EDIT_TEXTS.platformCount(count!, platform.captionLimit, platform.label, platform.counting === 'x-weighted')}
          </span>
        )}
      </p>
      {over && platform && (
        <p role="status" className="text-sm text-red-400">
          {CAPTION_EDIT_TEXTS.overLimit(count! - platform.captionLimit, platform.label, platform.captionLimit)}
        </p>
      )}
    </div>
  );
}

/** The caption with "…more" marked where the platform's feed cuts it. */
function CaptionText({ caption, language, direction, platform }: { caption: string; language: LanguageCode; direction: TextDirection; platform?: Platform }) {
  const text = caption.normalize('NFC');
  const cut = platform?.foldAt !== undefined ? offsetWithin(text, platform.foldAt, platform.counting) : text.length;
  const paragraph = { dir: direction, lang: language, className: 'whitespace-pre-wrap break-words text-start leading-relaxed' };
  if (!platform || cut >= text.length) {
    return (
      <p {...paragraph}>
        <IsolatedText text={caption} direction={direction} />
      </p>
    );
  }
  return (
    <p {...paragraph}>
      <IsolatedText text={text.slice(0, cut)} direction={direction} />
      <span className="mx-1 rounded bg-muted px-1.5 py-0.5 align-middle text-xs text-muted-foreground" data-fold-mark="">
        <span aria-hidden="true">{CAPTION_EDIT_TEXTS.foldMark}</span>
        <span className="sr-only">{CAPTION_EDIT_TEXTS.foldExplained(platform.label)}</span>
      </span>
      <IsolatedText text={text.slice(cut)} direction={direction} />
    </p>
  );
}
