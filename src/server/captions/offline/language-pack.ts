import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';

/**
 * The offline composer's data for one language (docs/caption-engine.md, "Offline composer").
 * Templates are data, not code. Slots are written `{niche}`, `{topic}`, `{brand}`, `{website}`;
 * put them where no grammatical agreement is needed (after a colon, as a label, in quotes), so
 * any noun phrase the user types reads correctly.
 *
 * Lengths: a caption is built from one opener, then details, then a call to action, until it
 * reaches its length class (short 10–30 words, medium 30–60, long 60–100; Japanese and Chinese
 * are measured in characters, see output-rules.ts).
 */
export interface MoodTexts {
  /**
   * At least 8 opening sentences in this mood, 8–20 words each (ja/zh: 15–45 characters); each uses
   * {niche}. With 12 or more, two runs of the same request open with mostly different sentences
   * (compose.ts, pickOpenerOrder); English has 16.
   */
  openers: string[];
  /** At least 8 follow-on sentences in this mood, 8–20 words each; may use {niche} or {topic}. */
  details: string[];
  /** At least 6 emoji that fit this mood. */
  emoji: string[];
}

export interface LanguagePack {
  code: LanguageCode;
  moods: Record<Mood, MoodTexts>;
  /** At least 8 calls to action (questions, "save this", "tag a friend"…), 4–15 words each. */
  callsToAction: string[];
  /**
   * At least 4 sentences about the topic, each using {topic}; when a topic is given, two or three
   * of the five captions carry one, so more lines (and different shapes) read less repetitive.
   */
  topicLines: string[];
  /** At least 4 sentences pointing to the website, each using {website} (and optionally {brand}). */
  websiteLines: string[];
  /** At least 4 sentences describing an attached photo (no slot needed, may use {niche}). */
  photoLines: string[];
  /** At least 4 sentences describing an attached video (no slot needed, may use {niche}). */
  videoLines: string[];
  hashtags: {
    /** At least 12 widely used native-language tags for creators (no '#', no spaces). */
    general: string[];
    /** At least 4 native-language tags per mood (no '#', no spaces). */
    byMood: Record<Mood, string[]>;
  };
  /** Common function words, so keywords drawn from the niche and topic are meaningful. */
  stopwords: string[];
}
