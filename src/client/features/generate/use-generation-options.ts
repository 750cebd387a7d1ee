import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import {
  CALL_TO_ACTION_CHOICES,
  EMOJI_CHOICES,
  LENGTH_CHOICES,
  type CallToActionChoice,
  type EmojiChoice,
  type LengthChoice,
} from '../../../shared/generation-options';
import { REQUESTED_HASHTAGS_MAX, REQUESTED_HASHTAGS_MIN } from '../../../shared/limits';
import { PLATFORM_IDS, type PlatformId } from '../../../shared/platforms';

/** The generation options of the form (issue 11), remembered on this device. */
export interface GenerationOptions {
  platform?: PlatformId;
  length: LengthChoice;
  emoji: EmojiChoice;
  callToAction?: CallToActionChoice;
  hashtagCount?: number;
}

export const DEFAULT_GENERATION_OPTIONS: GenerationOptions = { length: 'mix', emoji: 'few' };

const STORAGE_KEY = 'captioncraft:generation-options';

/** What may come back from storage: anything else (an older or hand-edited value) is dropped field by field. */
const storedSchema = z.object({
  platform: z.catch(z.optional(z.enum(PLATFORM_IDS)), undefined),
  length: z.catch(z.enum(LENGTH_CHOICES), 'mix'),
  emoji: z.catch(z.enum(EMOJI_CHOICES), 'few'),
  callToAction: z.catch(z.optional(z.enum(CALL_TO_ACTION_CHOICES)), undefined),
  hashtagCount: z.catch(
    z.optional(z.number().check(z.int(), z.gte(REQUESTED_HASHTAGS_MIN), z.lte(REQUESTED_HASHTAGS_MAX))),
    undefined,
  ),
});

export function readStoredOptions(storage: Pick<Storage, 'getItem'> | undefined): GenerationOptions {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return DEFAULT_GENERATION_OPTIONS;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? stripUndefined(parsed.data) : DEFAULT_GENERATION_OPTIONS;
  } catch {
    return DEFAULT_GENERATION_OPTIONS;
  }
}

function stripUndefined(options: GenerationOptions): GenerationOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as unknown as GenerationOptions;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked (a privacy setting): the options simply are not remembered.
    return undefined;
  }
}

/**
 * The options sent with a request: only what differs from today's behaviour, so a creator who
 * changes nothing sends the original request body.
 */
export function optionsForRequest(options: GenerationOptions): Partial<GenerationOptions> {
  const sent: Partial<GenerationOptions> = {};
  if (options.platform) sent.platform = options.platform;
  if (options.length !== 'mix') sent.length = options.length;
  if (options.emoji !== 'few') sent.emoji = options.emoji;
  if (options.callToAction) sent.callToAction = options.callToAction;
  if (options.hashtagCount !== undefined) sent.hashtagCount = options.hashtagCount;
  return sent;
}

export function useGenerationOptions() {
  const [options, setOptions] = useState<GenerationOptions>(() => readStoredOptions(browserStorage()));
  useEffect(() => {
    try {
      browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(options));
    } catch {
      // A full or blocked storage only means the choice is not remembered.
    }
  }, [options]);
  return [options, setOptions] as const;
}
