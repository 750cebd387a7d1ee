import { z } from 'zod';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { MOOD_VALUES } from '../../../shared/moods';

/**
 * The offline composer's data for one language, as a translator reads and writes it:
 * `packs/<code>.json` (docs/offline-language-packs.md; decision 015). The schema is what the tests
 * hold every pack to; the composer trusts packs that pass it.
 *
 * Slots: `{niche}` (voice.role, voice.signOff), `{place}` (voice.place), `{website}`
 * (websiteLines), `{topic}` (topicLines: a short noun-phrase topic only) and `{landmark}`
 * (landmarkLines). The creator's own sentences are the body of a caption and are placed whole
 * between these lines, never inside them.
 *
 * Who is speaking (niche-kind.ts): lines that say "I" or "we" are kept apart, so that a bakery
 * never says "tell me" and a solo coach never says "help us grow" (the first review, issue 14).
 * `neutral` lines speak to the reader without saying who writes; `individual` lines say I/me/my;
 * `business` lines say we/us/our.
 */

/** Subject categories every pack has sentences for (issue 14). Names match topic-lexicon.ts. */
export const SUBJECT_CATEGORIES = [
  'food',
  'fitness',
  'travel',
  'beauty',
  'fashion',
  'crafts',
  'education',
  'health',
  'hospitality',
  'events',
  'tech',
  'finance',
  'pets',
  // Finer subjects (the second review: a yoga teacher got gym lines, a bookshop tutoring lines, a
  // coffee shop restaurant lines, a wedding photographer consultancy lines).
  'yoga',
  'dance',
  'bakery',
  'coffee',
  'books',
  'music',
  'photography',
  'garden',
  // The fourth and fifth reviews: a "fitting" line on draped sarees and handloom, app and gadget
  // lines for a phone-repair shop.
  'textiles',
  'repair',
  // The sixth review: a car garage ("Oficina do João") had nothing of its own, and mechanics were
  // read as phone repairs.
  'auto',
] as const;
export type SubjectCategory = (typeof SUBJECT_CATEGORIES)[number];

/** A sentence the composer writes: no digits, so it never adds a number the creator did not give. */
const sentence = z
  .string()
  .min(2)
  .refine((text) => !/\p{Nd}/u.test(text), 'must hold no digits (issue 18: no number the creator did not give)')
  .refine((text) => text === text.trim(), 'must not start or end with spaces');

const noSlot = sentence.refine((text) => !text.includes('{'), 'must have no slot');
const withSlot = (slot: string) =>
  sentence.refine((text) => text.split(`{${slot}}`).length === 2, `must use {${slot}} exactly once`).refine(
    (text) => text.replaceAll(`{${slot}}`, '').indexOf('{') === -1,
    `must have no slot but {${slot}}`,
  );
const isQuestion = (text: string) => /[?？؟]\s*\p{Extended_Pictographic}?$/u.test(text);

const moodTextsSchema = z
  .object({
    /** Mood sentences that fit any niche and any post, saying neither "I" nor "we": hooks and, sparingly, filler. */
    lines: z.array(noSlot).min(4),
    /** The same, in the first person singular: for a creator speaking as themselves. */
    individual: z.array(noSlot).min(2),
    /** The same, in the first person plural: for a business or a brand. */
    business: z.array(noSlot).min(2),
    emoji: z.array(z.string().min(1)).min(6),
  })
  .strict();

/** Calls to action, by who is speaking (see above). */
const callsToActionSchema = z
  .object({
    neutral: z.array(noSlot).min(3),
    individual: z.array(noSlot).min(2),
    business: z.array(noSlot).min(2),
    /**
     * A business's offer, price or date with no ask of the creator's and no website: the ask to
     * take it up by message ("Interested? Send us a message."), which fits booking, ordering and
     * joining alike. The reviews read offers closed with "what do you think?".
     */
    offer: z.object({ business: z.array(noSlot).min(2) }).strict(),
  })
  .strict();

/**
 * What a well-known place is known for (tables/places.json gives each place a few): a caption about
 * a place says something true of it, not only its name (the reviews: "Munnar is named, and nothing
 * is said about it: no tea gardens, no hills"). Each pack has a sentence for each, written to be
 * true of any place that has the feature and to name none ("here", not "the city": a place may be
 * an island, a region or a country).
 */
export const PLACE_FEATURES = [
  'beaches', 'seafront', 'harbour', 'oldTown', 'mountains', 'hills', 'teaGardens', 'coffeeEstates', 'lake', 'river',
  'canals', 'backwaters', 'desert', 'forts', 'castles', 'palaces', 'temples', 'mosques', 'churches', 'history',
  'museums', 'art', 'streetFood', 'localFood', 'markets', 'cafes', 'nightlife', 'skyline', 'parks', 'wildlife',
  'waterfalls', 'snow', 'islands', 'sunsets', 'vineyards', 'countryside', 'ghats', 'spiritual', 'adventure', 'seafood',
  'festivals', 'crafts', 'architecture', 'bridges', 'shopping',
] as const;
export type PlaceFeature = (typeof PLACE_FEATURES)[number];

/**
 * Sentences about a short topic the creator typed as a bare noun phrase ("Morning yoga", "గోంగూర
 * పచ్చడి"), with `{topic}` where the phrase goes exactly as typed: the reviews found such topics
 * shown only as a title over a body about nothing in particular. The slot stands where any noun
 * phrase reads right in its dictionary form (no case ending, article or particle that depends on
 * the phrase), never right after a colon or inside quotes (that is a label).
 */
const topicLinesSchema = z
  .object({
    neutral: z.array(withSlot('topic')).min(5),
    individual: z.array(withSlot('topic')).min(2),
    business: z.array(withSlot('topic')).min(2),
  })
  .strict();

/**
 * What kind of thing a short topic is, from the post's subject (SUBJECT_CATEGORIES): the sixth
 * review found every bare topic "named, never discussed" ("Galette des rois, ça vous parle ?"),
 * because the generic topicLines could say nothing that is true of a dish and of a lesson alike.
 * A domain's lines say something true of anything of that kind, in the speaker's voice.
 */
export const TOPIC_DOMAINS = {
  /** A dish, a bake, a drink, a meal out. */
  dish: ['food', 'bakery', 'coffee', 'hospitality'],
  /** An exercise, a pose, a routine, a class, a dance. */
  practice: ['fitness', 'yoga', 'dance'],
  /** A look, a product, a garment, a weave, a collection. */
  look: ['beauty', 'fashion', 'textiles'],
  /** Something to learn or understand: a lesson, a skill, a book, a tool, money, health. */
  lesson: ['education', 'music', 'books', 'tech', 'finance', 'health'],
  /** Something made, grown, photographed, cared for or fixed. */
  making: ['crafts', 'garden', 'photography', 'pets', 'repair'],
  /** A trip, a visit, a festival, an event. */
  outing: ['travel', 'events'],
  // Not `auto`: "have you ever tried brake pads yourself?" (the pack writers); a car's topic gets
  // the generic lines.
} as const satisfies Record<string, readonly SubjectCategory[]>;
export type TopicDomain = keyof typeof TOPIC_DOMAINS;

const topicDomainLinesSchema = z
  .object({
    /** At least one asks the reader (it may close a caption as its call to action). */
    neutral: z.array(withSlot('topic')).min(4).refine((lines) => lines.some((line) => /[?？؟]/u.test(line)), 'needs at least one question'),
    individual: z.array(withSlot('topic')).min(2),
    business: z.array(withSlot('topic')).min(2),
  })
  .strict();

const tag = z.string().regex(/^[\p{L}\p{M}\p{N}_]+$/u, 'a tag is letters, marks, digits or _ only');

/**
 * Days creators post greetings for (issue 14: festival posts went without one). `names` are the
 * words a creator types for it in this language, lower case, matched as whole words; a name ending
 * in `*` also matches longer forms ("navid*" finds "Navidad" and "navideña", "новогод*" finds
 * "новогодний"). `greeting` is the line a caption opens with.
 */
export const FESTIVALS = ['newYear', 'christmas', 'easter', 'eid', 'ramadan', 'diwali', 'holi', 'durgaPuja', 'lunarNewYear', 'valentines', 'mothersDay'] as const;
/**
 * Festivals of a region, in the packs of the languages that celebrate them (optional elsewhere):
 * the second review found Vaisakhi, Bihu, Pongal, Onam and Rath Yatra posts without a greeting.
 */
export const REGIONAL_FESTIVALS = ['vaisakhi', 'bihu', 'pongal', 'onam', 'rathYatra', 'ugadi', 'gudiPadwa', 'poilaBaisakh'] as const;
export type Festival = (typeof FESTIVALS)[number] | (typeof REGIONAL_FESTIVALS)[number];
const festivalSchema = z.object({ names: z.array(z.string().min(2)).min(1), greeting: sentence }).strict();

/** Words that show who is speaking (the pack test checks the voiced lists with them), lower case. */
const voiceMarkersSchema = z
  .object({
    individual: z.array(z.string().min(1)).min(1),
    business: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const languagePackSchema = z
  .object({
    code: z.enum(LANGUAGE_CODES),
    /** How a sentence of the creator's that lacks one is closed (".", "।", "。", "۔"). */
    sentenceEnd: z.string().min(1).max(2),
    moods: z.object(Object.fromEntries(MOOD_VALUES.map((mood) => [mood, moodTextsSchema])) as Record<
      (typeof MOOD_VALUES)[number],
      typeof moodTextsSchema
    >).strict(),
    callsToAction: callsToActionSchema,
    websiteLines: z.array(withSlot('website')).min(3),
    imageLines: z.array(noSlot).min(4),
    videoLines: z.array(noSlot).min(4),
    /** Who is speaking (niche-kind.ts): the only places the niche goes. */
    voice: z
      .object({
        /** First person, the niche as what I am ("As a {niche}, …"). */
        role: z.array(withSlot('niche')).min(2),
        /** "We", no niche: the business signs off below. */
        business: z.array(noSlot).min(2),
        /** The business's signature line, e.g. "— {niche}". */
        signOff: withSlot('niche'),
        /**
         * The place as the destination, named once ("{place}"): written so that the name stands as
         * typed, in the nominative, without an article or a case ending around it.
         */
        place: z.array(withSlot('place')).min(3),
      })
      .strict(),
    /** About the subject, any mood; at least one question per category (a caption may open with it). */
    subjects: z
      .object(Object.fromEntries(SUBJECT_CATEGORIES.map((name) => [name, z.array(noSlot).min(2)])) as Record<
        SubjectCategory,
        z.ZodArray<typeof noSlot>
      >)
      .strict()
      .refine(
        (subjects) => Object.values(subjects).every((lines) => lines.some(isQuestion)),
        'every subject needs at least one question',
      ),
    hashtags: z
      .object({
        // Seven: the eighth of every pack was "new post" (#nouveauté, #नईपोस्ट), news the creator never gave.
        general: z.array(tag).min(7),
        byMood: z.object(Object.fromEntries(MOOD_VALUES.map((mood) => [mood, z.array(tag).min(4)])) as Record<
          (typeof MOOD_VALUES)[number],
          z.ZodArray<typeof tag>
        >),
      })
      .strict(),
    /** What a place is known for, a sentence or two per feature (PLACE_FEATURES). */
    placeFeatures: z
      .object(Object.fromEntries(PLACE_FEATURES.map((name) => [name, z.array(noSlot).min(1)])) as Record<PlaceFeature, z.ZodArray<typeof noSlot>>)
      .strict(),
    /**
     * Sentences naming one of a place's landmarks (`{landmark}`, from tables/landmarks/<code>.json,
     * written as it stands alone: nominative, with its article), true of a monument, a street, a
     * lake or a dish alike.
     */
    landmarkLines: z.array(withSlot('landmark')).min(4),
    topicLines: topicLinesSchema,
    /** Sentences about a short topic of a known kind (TOPIC_DOMAINS), before the generic topicLines. */
    topicDomainLines: z
      .object(Object.fromEntries(Object.keys(TOPIC_DOMAINS).map((name) => [name, topicDomainLinesSchema])) as Record<
        TopicDomain,
        typeof topicDomainLinesSchema
      >)
      .strict(),
    stopwords: z.array(z.string()),
    voiceMarkers: voiceMarkersSchema,
    festivals: z
      .object({
        ...(Object.fromEntries(FESTIVALS.map((name) => [name, festivalSchema])) as Record<(typeof FESTIVALS)[number], typeof festivalSchema>),
        ...(Object.fromEntries(REGIONAL_FESTIVALS.map((name) => [name, festivalSchema.optional()])) as Record<
          (typeof REGIONAL_FESTIVALS)[number],
          z.ZodOptional<typeof festivalSchema>
        >),
      })
      .strict(),
  })
  .strict();

export type LanguagePack = z.infer<typeof languagePackSchema>;

export function isQuestionLine(text: string): boolean {
  return isQuestion(text);
}

/** The kind of thing a post on `subject` is about (TOPIC_DOMAINS). */
export function topicDomainOf(subject: SubjectCategory | undefined): TopicDomain | undefined {
  if (subject === undefined) return undefined;
  const entry = Object.entries(TOPIC_DOMAINS).find(([, subjects]) => (subjects as readonly SubjectCategory[]).includes(subject));
  return entry?.[0] as TopicDomain | undefined;
}
