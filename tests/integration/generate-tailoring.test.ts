import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineCaptionEngine } from '../../src/server/captions/offline-engine';
import { CALL_TO_ACTION_LINES, speakerOfCreator } from '../../src/server/captions/tailoring/tailoring-texts';
import { classifyTailoredLength } from '../../src/server/captions/tailoring/guarantees';
import type { CaptionInput } from '../../src/server/captions/engine';
import { hasEmoji } from '../../src/shared/emoji';
import type { LanguageCode } from '../../src/shared/languages';
import { countGraphemes, countXWeighted, composePost, measurePost } from '../../src/shared/platform-length';
import { PLATFORMS } from '../../src/shared/platforms';
import { ERRORS } from '../../src/shared/texts';
import { startFakeAiProvider, type FakeAiProvider } from '../support/fake-ai-provider';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 11 over HTTP: the generation options, regenerate and refine, with the offline composer and
 * with an AI provider (the fake on loopback), in Latin, Cyrillic, Devanagari, Arabic and CJK.
 */

interface Script {
  language: LanguageCode;
  niche: string;
  topic: string;
  /** The script the language is written in, as a test of "answers in that language's script". */
  letters: RegExp;
}

const SCRIPTS: Script[] = [
  { language: 'en', niche: 'coffee', topic: 'our new single-origin roast', letters: /\p{Script=Latin}/u },
  { language: 'ru', niche: 'кофе', topic: 'наша новая обжарка', letters: /\p{Script=Cyrillic}/u },
  { language: 'hi', niche: 'कॉफ़ी', topic: 'हमारी नई रोस्ट', letters: /\p{Script=Devanagari}/u },
  { language: 'ar', niche: 'القهوة', topic: 'تحميصتنا الجديدة', letters: /\p{Script=Arabic}/u },
  { language: 'zh', niche: '咖啡', topic: '我们的新烘焙', letters: /\p{Script=Han}/u },
];

/** Where each script's captions are translated to, and how that script is recognised. */
const TRANSLATIONS: Record<LanguageCode, { to: LanguageCode; letters: RegExp }> = {
  en: { to: 'hi', letters: /\p{Script=Devanagari}/u },
  ru: { to: 'zh', letters: /\p{Script=Han}/u },
  hi: { to: 'ar', letters: /\p{Script=Arabic}/u },
  ar: { to: 'ru', letters: /\p{Script=Cyrillic}/u },
  zh: { to: 'en', letters: /\p{Script=Latin}/u },
} as Record<LanguageCode, { to: LanguageCode; letters: RegExp }>;

function body(script: Script, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { niche: script.niche, topic: script.topic, website: 'beanhouse.com', mood: 'casual', language: script.language, imageData: null, ...overrides };
}

interface Answer {
  captions: string[];
  hashtags: string[];
  notice?: string;
}

let userCount = 0;
async function signIn(server: TestServer): Promise<SupabaseClient> {
  const supabase = server.client();
  userCount += 1;
  const { error } = await supabase.auth.signUp({ email: `tailor${userCount}@example.com`, password: 'secret123' });
  expect(error).toBeNull();
  return supabase;
}

async function invoke(supabase: SupabaseClient, requestBody: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await supabase.functions.invoke('generate-content', { body: requestBody });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function generateOk(supabase: SupabaseClient, requestBody: Record<string, unknown>): Promise<Answer> {
  const outcome = await invoke(supabase, requestBody);
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
  return outcome.body as unknown as Answer;
}

function expectWithinX(answer: Answer): void {
  for (const caption of answer.captions) {
    // Counted as X counts the whole post: the caption, a blank line, the hashtags.
    expect(countXWeighted(composePost(caption, answer.hashtags, PLATFORMS.x))).toBeLessThanOrEqual(280);
  }
}

const offlineEngine = createOfflineCaptionEngine();
/** A set that passes every rule for `requestBody`, as a well-behaved model would write it. */
async function conformingAnswer(requestBody: Record<string, unknown>): Promise<Answer> {
  const input = { ...requestBody, imageData: null } as unknown as CaptionInput;
  return offlineEngine.generate(input, { signal: new AbortController().signal });
}

describe.each(['offline', 'provider'] as const)('generation options with the %s engine', (engine) => {
  let server: TestServer;
  let fake: FakeAiProvider;
  let supabase: SupabaseClient;

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    const env: Record<string, string> = { GENERATE_RATE_LIMIT_PER_MINUTE: '1000' };
    if (engine === 'provider') Object.assign(env, { CAPTION_PROVIDER: 'openai', CAPTION_API_KEY: 'test-key', CAPTION_BASE_URL: `${fake.url}/v1` });
    server = await startTestServer('sqlite', { env });
    supabase = await signIn(server);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** With the provider, the model first breaks the rule under test, then writes a conforming answer. */
  async function scriptModel(requestBody: Record<string, unknown>, breakRule?: (answer: Answer) => Answer): Promise<Answer | undefined> {
    if (engine === 'offline') return undefined;
    const good = await conformingAnswer(requestBody);
    if (breakRule) fake.enqueue({ kind: 'answer', answer: breakRule(good) });
    fake.enqueue({ kind: 'answer', answer: good });
    return good;
  }

  describe.each(SCRIPTS)('in $language', (script) => {
    it('keeps every caption within X’s limit counted as X counts, hashtags included', async () => {
      const requestBody = body(script, { platform: 'x' });
      await scriptModel(requestBody, (good) => ({ ...good, captions: [good.captions[0].repeat(10), ...good.captions.slice(1)] }));
      const answer = await generateOk(supabase, requestBody);
      expect(answer.captions).toHaveLength(5);
      expect(answer.hashtags).toHaveLength(PLATFORMS.x.hashtagCount);
      expectWithinX(answer);
      if (engine === 'provider') {
        expect(fake.requests).toHaveLength(2);
        expect(fake.requests[0].raw).toContain('Platform: X.');
        expect(fake.requests[1].raw).toContain('X takes at most 280');
      }
    });

    it('gives exactly 5 hashtags for Instagram, within its limit', async () => {
      const requestBody = body(script, { platform: 'instagram' });
      await scriptModel(requestBody, (good) => ({ ...good, hashtags: [...good.hashtags, 'extra', 'more', 'evenmore'] }));
      const answer = await generateOk(supabase, requestBody);
      expect(answer.hashtags).toHaveLength(5);
      for (const caption of answer.captions) expect(measurePost(caption, answer.hashtags, PLATFORMS.instagram)).toBeLessThanOrEqual(2200);
      if (engine === 'provider') expect(fake.requests[1].raw).toContain('There must be exactly 5 hashtags; there are 8.');
    });

    it('writes no emoji at all when asked for none', async () => {
      const requestBody = body(script, { emoji: 'none' });
      await scriptModel(requestBody, (good) => ({ ...good, captions: good.captions.map((caption) => `${caption} 🎉`) }));
      const answer = await generateOk(supabase, requestBody);
      for (const caption of answer.captions) expect(hasEmoji(caption)).toBe(false);
      if (engine === 'provider') expect(fake.requests[1].raw).toContain('has emoji; write it without any emoji');
    });

    it('writes all five at the length asked for, with the hashtag count asked for', async () => {
      const requestBody = body(script, { length: 'short', hashtagCount: 12 });
      await scriptModel(requestBody);
      const answer = await generateOk(supabase, requestBody);
      for (const caption of answer.captions) expect(classifyTailoredLength(caption, script.language)).toBe('short');
      expect(answer.hashtags).toHaveLength(12);
    });

    it('regenerates one caption and keeps the other four', async () => {
      const shown = await conformingAnswer(body(script));
      const requestBody = body(script, { mode: 'regenerate', slot: 2, captions: shown.captions, hashtags: shown.hashtags });
      if (engine === 'provider') {
        const fresh = await conformingAnswer(body(script));
        fake.enqueue({ kind: 'answer', answer: { captions: [shown.captions[2]], hashtags: [] } }, { kind: 'answer', answer: { captions: [fresh.captions[4]], hashtags: [] } });
      }
      const answer = await generateOk(supabase, requestBody);
      expect(answer.captions.filter((_, index) => index !== 2)).toEqual(shown.captions.filter((_, index) => index !== 2));
      expect(shown.captions).not.toContain(answer.captions[2]);
      expect(answer.hashtags).toEqual(shown.hashtags);
      if (engine === 'provider') expect(fake.requests[1].raw).toContain('The caption is the one it replaces');
    });

    it('refines one caption to a shorter one', async () => {
      const shown = await conformingAnswer(body(script, { length: 'long' }));
      const requestBody = body(script, { mode: 'refine', refinement: 'shorter', slot: 0, captions: shown.captions, hashtags: shown.hashtags });
      if (engine === 'provider') {
        const shorter = await conformingAnswer(body(script, { length: 'short' }));
        fake.enqueue({ kind: 'answer', answer: { captions: [`${shown.captions[0]} ${shown.captions[1]}`], hashtags: [] } }, { kind: 'answer', answer: { captions: [shorter.captions[0]], hashtags: [] } });
      }
      const answer = await generateOk(supabase, requestBody);
      expect(countGraphemes(answer.captions[0])).toBeLessThan(countGraphemes(shown.captions[0]));
      expect(answer.captions.slice(1)).toEqual(shown.captions.slice(1));
      if (engine === 'provider') expect(fake.requests[1].raw).toContain('must be shorter than the original');
    });

    it('translates one caption into the language asked for, in its script', async () => {
      const shown = await conformingAnswer(body(script));
      const { to, letters } = TRANSLATIONS[script.language];
      const requestBody = body(script, { mode: 'refine', refinement: 'translate', targetLanguage: to, slot: 3, captions: shown.captions, hashtags: shown.hashtags });
      if (engine === 'provider') {
        const translated = await conformingAnswer(body(script, { language: to }));
        fake.enqueue({ kind: 'answer', answer: { captions: [translated.captions[3]], hashtags: [] } });
      }
      const answer = await generateOk(supabase, requestBody);
      const letterCount = (text: string, pattern: RegExp) => [...text].filter((character) => pattern.test(character)).length;
      const translated = answer.captions[3];
      expect(letterCount(translated, letters)).toBeGreaterThan(letterCount(translated, /\p{L}/u) / 2);
      expect(answer.captions.filter((_, index) => index !== 3)).toEqual(shown.captions.filter((_, index) => index !== 3));
    });
  });

  it('adds the chosen call to action and no other', async () => {
    const script = SCRIPTS[0];
    const requestBody = body(script, { callToAction: 'link_in_bio' });
    await scriptModel(requestBody);
    const answer = await generateOk(supabase, requestBody);
    if (engine === 'offline') for (const caption of answer.captions) expect(caption).toContain(CALL_TO_ACTION_LINES.en[speakerOfCreator({ niche: script.niche, language: 'en', website: 'beanhouse.com' })].link_in_bio);
    else expect(fake.requests[0].raw).toContain('point readers to the link in the bio');
  });

  it('answers a free instruction: followed by a provider, a clear notice offline', async () => {
    const script = SCRIPTS[2];
    const shown = await conformingAnswer(body(script));
    const requestBody = body(script, { mode: 'refine', instruction: 'mention our Friday opening hours', slot: 1, captions: shown.captions });
    if (engine === 'provider') {
      const other = await conformingAnswer(body(script));
      fake.enqueue({ kind: 'answer', answer: { captions: [other.captions[1]], hashtags: other.hashtags } });
    }
    const answer = await generateOk(supabase, requestBody);
    if (engine === 'offline') {
      expect(answer.captions).toEqual(shown.captions);
      expect(answer.notice).toMatch(/cannot follow a free instruction/);
    } else {
      expect(answer.notice).toBeUndefined();
      expect(fake.requests[0].raw).toContain('mention our Friday opening hours');
      expect(fake.requests[0].raw).toContain('<request>');
    }
  });

  it('refuses bad option values with 400 and a clear message, calling no engine', async () => {
    const script = SCRIPTS[0];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ platform: 'myspace' }, 'platform must be one of: instagram, tiktok, x, linkedin, facebook, threads, youtube_shorts, pinterest'],
      [{ emoji: 'lots' }, 'emoji must be one of: none, few, many'],
      [{ length: 'epic' }, 'length must be one of: short, medium, long, mix'],
      [{ hashtagCount: 99 }, 'hashtagCount must be 1 to 30'],
      [{ platform: 'instagram', hashtagCount: 8 }, 'Instagram takes at most 5 hashtags; hashtagCount is 8'],
      [{ mode: 'refine', slot: 0, captions: ['a', 'b', 'c', 'd', 'e'], refinement: 'funnier' }, 'refinement must be one of: shorter, longer, more_playful, more_professional, add_emoji, no_emoji, add_cta, translate'],
      [{ mode: 'refine', slot: 0, captions: ['a', 'b', 'c', 'd', 'e'], instruction: 'x'.repeat(201) }, 'instruction must be at most 200 characters'],
    ];
    for (const [overrides, message] of cases) {
      const outcome = await invoke(supabase, body(script, overrides));
      expect(outcome).toEqual({ status: 400, body: { error: message, code: 'invalid_request' } });
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the rate limit and the stream with regenerate and refine', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { GENERATE_RATE_LIMIT_PER_MINUTE: '3' } });
    await server.listen();
  });
  afterAll(() => server.close());

  it('counts refinements and regenerations against the per-user limit, and not a refused one', async () => {
    const supabase = await signIn(server);
    const script = SCRIPTS[1];
    const shown = await generateOk(supabase, body(script));
    // A bad request changes nothing: it does not use up the limit.
    expect((await invoke(supabase, body(script, { mode: 'refine', slot: 0, captions: shown.captions }))).status).toBe(400);
    await generateOk(supabase, body(script, { mode: 'refine', refinement: 'no_emoji', slot: 0, captions: shown.captions, hashtags: shown.hashtags }));
    await generateOk(supabase, body(script, { mode: 'regenerate', slot: 4, captions: shown.captions, hashtags: shown.hashtags }));
    const limited = await invoke(supabase, body(script, { mode: 'refine', refinement: 'shorter', slot: 1, captions: shown.captions }));
    expect(limited).toEqual({ status: 429, body: { error: ERRORS.rateLimited, code: 'rate_limited' } });
  });

  it('streams a regenerated caption into its place: partial, then the result with the other four', async () => {
    const supabase = await signIn(server);
    const { data } = await supabase.auth.getSession();
    const script = SCRIPTS[4];
    const shown = await conformingAnswer(body(script));
    const response = await fetch(`${server.url}/functions/v1/generate-content`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body(script, { mode: 'regenerate', slot: 1, captions: shown.captions, hashtags: shown.hashtags })),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({ event: /^event: (.*)$/mu.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/mu.exec(block)![1]) as Answer }));
    expect(events.at(-1)!.event).toBe('result');
    expect(events.slice(0, -1).every((event) => event.event === 'partial')).toBe(true);
    const result = events.at(-1)!.data;
    expect(result.captions.filter((_, index) => index !== 1)).toEqual(shown.captions.filter((_, index) => index !== 1));
    expect(shown.captions).not.toContain(result.captions[1]);
  });
});
