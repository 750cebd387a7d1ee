import {
  CALL_TO_ACTION_CHOICES,
  CALL_TO_ACTION_LABELS,
  EMOJI_CHOICES,
  EMOJI_LABELS,
  GENERATION_OPTION_TEXTS as TEXTS,
  LENGTH_CHOICES,
  LENGTH_LABELS,
  type CallToActionChoice,
  type EmojiChoice,
  type LengthChoice,
} from '../../../shared/generation-options';
import { REQUESTED_HASHTAGS_MAX, REQUESTED_HASHTAGS_MIN } from '../../../shared/limits';
import { PLATFORM_IDS, PLATFORMS, findPlatform } from '../../../shared/platforms';
import { Input, Label } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import type { GenerationOptions } from './use-generation-options';

/** The option controls of the form (issue 11): where the captions go and how they read. */
export function GenerationOptionsFields({ value, onChange }: { value: GenerationOptions; onChange: (options: GenerationOptions) => void }) {
  const platform = findPlatform(value.platform);
  const hashtagMax = platform?.hashtagMax ?? REQUESTED_HASHTAGS_MAX;
  const set = (patch: Partial<GenerationOptions>) => onChange({ ...value, ...patch });

  return (
    <fieldset className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
      <legend className="mb-4 text-sm font-semibold text-foreground">{TEXTS.legend}</legend>
      <div>
        <Label htmlFor="platform">{TEXTS.platform}</Label>
        <Select
          id="platform"
          name="platform"
          value={value.platform ?? ''}
          onChange={(event) => {
            const next = findPlatform(event.target.value);
            // A count over the new platform's cap would be refused: it falls back to the platform's own.
            const count = next && value.hashtagCount !== undefined && value.hashtagCount > next.hashtagMax ? undefined : value.hashtagCount;
            set({ platform: next?.id, hashtagCount: count });
          }}
        >
          <option value="">{TEXTS.anyPlatform}</option>
          {PLATFORM_IDS.map((id) => (
            <option key={id} value={id}>
              {PLATFORMS[id].label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="length">{TEXTS.length}</Label>
        <Select id="length" name="length" value={value.length} onChange={(event) => set({ length: event.target.value as LengthChoice })}>
          {LENGTH_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {LENGTH_LABELS[choice]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="emoji">{TEXTS.emoji}</Label>
        <Select id="emoji" name="emoji" value={value.emoji} onChange={(event) => set({ emoji: event.target.value as EmojiChoice })}>
          {EMOJI_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {EMOJI_LABELS[choice]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="call-to-action">{TEXTS.callToAction}</Label>
        <Select
          id="call-to-action"
          name="callToAction"
          value={value.callToAction ?? ''}
          onChange={(event) => set({ callToAction: (event.target.value || undefined) as CallToActionChoice | undefined })}
        >
          <option value="">{TEXTS.writersChoice}</option>
          {CALL_TO_ACTION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {CALL_TO_ACTION_LABELS[choice]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="hashtag-count">{TEXTS.hashtags}</Label>
        <Input
          id="hashtag-count"
          name="hashtagCount"
          type="number"
          inputMode="numeric"
          min={REQUESTED_HASHTAGS_MIN}
          max={hashtagMax}
          placeholder={TEXTS.hashtagPlaceholder(platform)}
          aria-describedby="hashtag-count-hint"
          value={value.hashtagCount ?? ''}
          onChange={(event) => {
            const count = Number.parseInt(event.target.value, 10);
            set({ hashtagCount: Number.isInteger(count) ? Math.min(Math.max(count, REQUESTED_HASHTAGS_MIN), hashtagMax) : undefined });
          }}
        />
        <p id="hashtag-count-hint" className="mt-1 text-xs text-muted-foreground">
          {TEXTS.hashtagHint(REQUESTED_HASHTAGS_MIN, hashtagMax)}
        </p>
      </div>
    </fieldset>
  );
}
