import { describe, expect, it } from 'vitest';
import { CALL_TO_ACTION_CHOICES } from '../../../shared/generation-options';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';
import type { CaptionInput } from '../engine';
import { createOfflineCaptionEngine } from '../offline-engine';
import { CALL_TO_ACTION_LINES, callToActionLine, speakerOfCreator } from './tailoring-texts';

/**
 * The calls to action speak in the creator's voice: "we" for a business, "I" for a person. The
 * words that say "we" (as a subject, an object or "our") in each language; a person's lines have
 * none of them, and every business line that has one got its own line for a person.
 */
const WE_WORDS: Record<LanguageCode, RegExp> = {
  en: /\b(?:we|us|our|ours)\b/iu,
  hi: /हम(?:ारी|ारा|ारे|ें)?(?![\p{L}\p{M}])/u,
  bn: /আমাদের|আমরা/u,
  te: /(?<![\p{L}\p{M}])(?:మా|మమ్మల్ని|మేము)(?![\p{L}\p{M}])/u,
  mr: /आम(?:ची|चा|चे|्हाला|्ही)/u,
  ta: /எங்கள|நாங்கள்/u,
  gu: /અમ(?:ારી|ારું|ારો|ને|ે)(?![\p{L}\p{M}])/u,
  kn: /ನಮ್ಮ|ನಾವು/u,
  ml: /ഞങ്ങ/u,
  pa: /ਸਾਡ|ਸਾਨੂੰ|ਅਸੀਂ/u,
  or: /(?<![\p{L}\p{M}])ଆମ(?:କୁ|େ)?(?![\p{L}\p{M}])/u,
  as: /আমাৰ|আমাক|আমি/u,
  ur: /ہم(?:اری|ارا|ارے|یں)?(?![\p{L}\p{M}])/u,
  es: /nos(?![\p{L}])|nuestr/iu,
  fr: /\b(?:nous|notre|nos)\b/iu,
  de: /\b(?:uns|unser\p{L}*|wir)\b/iu,
  it: /ci(?![\p{L}])|nostr/iu,
  pt: /a gente|noss[ao]|\bnós\b/iu,
  ja: /私たち|弊社|当店|公式/u,
  ko: /저희|우리/u,
  zh: /我们/u,
  ar: /نا(?![\p{L}\p{M}])/u,
  ru: /(?<![\p{L}])(?:нас|наш\p{L}*|мы)(?![\p{L}])/iu,
};

const LINE_KEYS = [...CALL_TO_ACTION_CHOICES.filter((choice) => choice !== 'none'), 'visitWebsiteAt'] as const;

describe.each(LANGUAGE_CODES)('calls to action in %s', (language) => {
  const { business, individual } = CALL_TO_ACTION_LINES[language];

  it("a person's lines never say we, us or our", () => {
    for (const key of LINE_KEYS) expect(individual[key], key).not.toMatch(WE_WORDS[language]);
  });

  it('a business line that says we has a line of its own for a person', () => {
    for (const key of LINE_KEYS) {
      if (WE_WORDS[language].test(business[key])) expect(individual[key], key).not.toBe(business[key]);
    }
  });
});

describe('who speaks', () => {
  it('is a person for a role or a field, a business for a name, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      expect(speakerOfCreator({ niche: 'fitness coach', language })).toBe('individual');
      expect(speakerOfCreator({ niche: 'Crumb & Crust', language, website: 'crumbandcrust.com' })).toBe('business');
    }
  });

  it('chooses the line: "Follow me" for a coach, "Follow us" for a bakery', () => {
    expect(callToActionLine('en', 'follow', undefined, 'individual')).toBe('Follow me for more posts like this one.');
    expect(callToActionLine('en', 'follow', undefined, 'business')).toBe('Follow us for more posts like this one.');
    expect(callToActionLine('de', 'link_in_bio', undefined, 'individual')).toBe('Mehr erfährst du über den Link in meiner Bio.');
    expect(callToActionLine('en', 'visit_website', 'coach-anna.com', 'individual')).toBe('Find out more at coach-anna.com.');
  });
});

describe('the offline engine', () => {
  const engine = createOfflineCaptionEngine();
  const signal = new AbortController().signal;

  it('keeps the chosen call to action last when it has to add the website to a short caption', async () => {
    // Seed 185 once wrote a short Japanese caption whose call to action gave way to the website line.
    const seeded = createOfflineCaptionEngine({ nextSeed: () => 185 });
    const input: CaptionInput = { niche: 'Crumb & Crust', language: 'ja', mood: 'casual', imageData: null, platform: 'instagram', callToAction: 'follow', website: 'crumbandcrust.com' };
    const answer = await seeded.generate(input, { signal });
    for (const caption of answer.captions) expect(caption).toContain(CALL_TO_ACTION_LINES.ja.business.follow);
    expect(answer.captions.some((caption) => caption.includes('crumbandcrust.com'))).toBe(true);
  });

  it.each(LANGUAGE_CODES)('ends with the call to action in the creator\'s voice in %s', async (language) => {
    for (const [niche, speaker] of [['fitness coach', 'individual'], ['Crumb & Crust', 'business']] as const) {
      const input: CaptionInput = { niche, language, mood: 'casual', imageData: null, platform: 'instagram', callToAction: 'follow', website: 'crumbandcrust.com' };
      const answer = await engine.generate(input, { signal });
      const line = CALL_TO_ACTION_LINES[language][speaker].follow;
      for (const caption of answer.captions) expect(caption).toContain(line);
    }
  });
});
