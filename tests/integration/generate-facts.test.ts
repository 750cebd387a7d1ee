import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findNumbersIn } from '../../src/server/captions/facts/find-facts';
import type { LanguageCode } from '../../src/shared/languages';
import { FACT_CASES, type FactAnswer } from '../support/fact-answers';
import { generationRequest, startFakeAiProvider, type FakeAiProvider, type FakeScript, type RecordedRequest } from '../support/fake-ai-provider';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The fact rules of issue 18 over HTTP: the real endpoint, the real supabase-js client, the
 * loopback fake provider scripted to invent a figure or drop the creator's facts. A violation gets
 * the one repair, whose message names the fact; a second one is `invalid_output`; a clean answer
 * passes unchanged. In English, in Hindi with Devanagari digits and in Arabic with Arabic-Indic ones.
 */

let fake: FakeAiProvider;
let server: TestServer;
let supabase: SupabaseClient;
let accessToken: string;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  server = await startTestServer('sqlite', {
    env: {
      CAPTION_PROVIDER: 'openai',
      CAPTION_API_KEY: 'test-provider-key-123',
      CAPTION_BASE_URL: `${fake.url}/v1`,
      CAPTION_TIMEOUT_MS: '20000',
      GENERATE_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  await server.listen();
  supabase = server.client();
  const { data, error } = await supabase.auth.signUp({ email: 'facts@example.com', password: 'secret123' });
  expect(error).toBeNull();
  accessToken = data.session!.access_token;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

function answering(answer: FactAnswer): FakeScript {
  return { kind: 'good', answer };
}

/** Every text the request sent the model (instructions and messages), joined, quotes unescaped. */
function sentText(request: RecordedRequest): string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(request.body);
  return texts.join('\n');
}

/** JSON through supabase-js, as the app's fallback asks. */
async function generateJson(request: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await supabase.functions.invoke('generate-content', { body: generationRequest(request) });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(Object.entries(FACT_CASES))('the creator\'s facts in %s', (language, factCase) => {
  it('a clean answer passes unchanged, and the prompt lists the facts to keep', async () => {
    fake.enqueue(answering(factCase.clean));
    const outcome = await generateJson(factCase.request);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual(factCase.clean);
    expect(fake.requests).toHaveLength(1);
    const prompt = sentText(fake.requests[0]);
    expect(prompt).toContain('Invent nothing: no number, price, percentage, date, discount, offer or claim that the creator did not give.');
    expect(prompt).toMatch(/<facts>\n(?:- [^\n]+\n)+<\/facts>/u);
  });

  it('an answer that invents a figure is repaired, the repair naming it, and the final answer invents nothing', async () => {
    fake.enqueue(answering(factCase.inventing), answering(factCase.clean));
    const outcome = await generateJson(factCase.request);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual(factCase.clean);
    expect(fake.requests).toHaveLength(2);
    const repair = sentText(fake.requests[1]);
    expect(repair).toContain(`Caption 2 has ${factCase.invented}, which the creator did not give`);
    const inventedFigure = factCase.invented.slice(1, -1);
    for (const caption of outcome.body.captions as string[]) {
      expect(findNumbersIn(caption, language as LanguageCode).map((figure) => figure.text)).not.toContain(inventedFigure);
    }
  });

  it("an answer that drops the creator's facts is repaired, the repair naming them", async () => {
    fake.enqueue(answering(factCase.dropping), answering(factCase.clean));
    const outcome = await generateJson(factCase.request);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual(factCase.clean);
    expect(fake.requests).toHaveLength(2);
    expect(sentText(fake.requests[1])).toContain(`Captions 2 and 3 leave out the creator's ${factCase.dropped}`);
  });

  it('an answer that still invents after the repair is invalid_output', async () => {
    fake.enqueue(answering(factCase.inventing), answering(factCase.inventing));
    const outcome = await generateJson(factCase.request);
    expect(outcome.status).toBe(502);
    expect(outcome.body.code).toBe('invalid_output');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('streamed', () => {
  it('streams the partials of an inventing answer as they come, and answers only the repaired result', async () => {
    const { en } = FACT_CASES;
    fake.enqueue(answering(en.inventing), answering(en.clean));
    const response = await fetch(`${server.url}/functions/v1/generate-content`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(generationRequest(en.request)),
    });
    expect(response.status).toBe(200);
    const events = [...(await response.text()).matchAll(/event: (partial|result|error)\ndata: ([^\n]*)\n\n/gu)].map((match) => ({
      event: match[1],
      data: JSON.parse(match[2]) as { captions: string[] },
    }));
    const partials = events.filter((event) => event.event === 'partial');
    expect(partials.some((partial) => partial.data.captions.some((caption) => caption.includes('20% off')))).toBe(true);
    expect(events.at(-1)).toEqual({ event: 'result', data: en.clean });
  });
});

/** A price the creator never gave, added to a refined caption, and how the repair names it. */
const INVENTED_PRICES: Record<keyof typeof FACT_CASES, { addition: string; named: string }> = {
  en: { addition: 'Book today for just $39.', named: '"$39"' },
  hi: { addition: 'आज ही बुक करें, ₹४९९ में।', named: '"₹४९९"' },
  ar: { addition: 'احجزوا اليوم مقابل ٤٩ دولارًا.', named: '"٤٩"' },
};

/** The fake answering a regenerate or refine: one caption, the hashtags as shown. */
function answeringOne(caption: string, hashtags: string[]): FakeScript {
  return { kind: 'good', answer: { captions: [caption], hashtags } };
}

describe.each(Object.entries(FACT_CASES))('regenerate and refine keep the creator\'s facts in %s', (language, factCase) => {
  const shown = factCase.clean;
  const price = INVENTED_PRICES[language as keyof typeof FACT_CASES];
  // The creator's sentence the clean captions open with, and caption 1 without it.
  const sentence = shown.captions[1].slice(0, shown.captions[1].length - factCase.dropping.captions[1].length);
  const firstWithoutFacts = shown.captions[0].slice(sentence.length);
  const slotRequest = (overrides: Record<string, unknown>) => ({ ...factCase.request, captions: shown.captions, hashtags: shown.hashtags, ...overrides });

  it('a refined caption that invents a price is repaired as a whole answer is, the repair naming it', async () => {
    const refined = `${shown.captions[1]} ${price.addition}`;
    fake.enqueue(answeringOne(refined, shown.hashtags), answeringOne(shown.captions[1], shown.hashtags));
    const outcome = await generateJson(slotRequest({ mode: 'refine', refinement: 'more_professional', slot: 1 }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.captions).toEqual(shown.captions);
    expect(fake.requests).toHaveLength(2);
    const prompt = sentText(fake.requests[0]);
    expect(prompt).toContain('Invent nothing: no number, price, percentage, date, discount, offer or claim that the creator did not give.');
    expect(prompt).toMatch(/<facts>\n(?:- [^\n]+\n)+<\/facts>/u);
    expect(sentText(fake.requests[1])).toContain(`The caption has ${price.named}, which the creator did not give`);
  });

  it('a refined caption that still invents a price after the repair is invalid_output', async () => {
    const refined = `${shown.captions[1]} ${price.addition}`;
    fake.enqueue(answeringOne(refined, shown.hashtags), answeringOne(refined, shown.hashtags));
    const outcome = await generateJson(slotRequest({ mode: 'refine', refinement: 'more_professional', slot: 1 }));
    expect(outcome.status).toBe(502);
    expect(outcome.body.code).toBe('invalid_output');
    expect(fake.requests).toHaveLength(2);
  });

  it("a regenerated caption that drops the creator's fact where too few captions keep it is repaired", async () => {
    // Caption 2 as shown already lacks the facts (the creator's edit): four keep them before the regenerate.
    const edited = shown.captions.map((caption, index) => (index === 1 ? factCase.dropping.captions[1] : caption));
    const kept = `${firstWithoutFacts} ${sentence.trim()}`;
    fake.enqueue(answeringOne(firstWithoutFacts, shown.hashtags), answeringOne(kept, shown.hashtags));
    const outcome = await generateJson(slotRequest({ mode: 'regenerate', slot: 0, captions: edited }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.captions).toEqual([kept, ...edited.slice(1)]);
    expect(sentText(fake.requests[1])).toContain(`The caption leaves out the creator's ${factCase.dropped}`);
  });

  it('a shorter caption may leave a fact out while four of the five still keep it, as in a whole answer', async () => {
    fake.enqueue(answeringOne(firstWithoutFacts, shown.hashtags));
    const outcome = await generateJson(slotRequest({ mode: 'refine', refinement: 'shorter', slot: 0 }));
    expect(outcome.status).toBe(200);
    expect(outcome.body.captions).toEqual([firstWithoutFacts, ...shown.captions.slice(1)]);
    expect(fake.requests).toHaveLength(1);
  });
});
