import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../src/shared/limits';
import { createProviderCaptionEngine } from '../../src/server/captions/providers/provider-engine';
import { silentLogger } from '../../src/server/logger';
import { FAKE_CAPTION_SETS, FAKE_NICHE, startFakeAiProvider, type FakeAiProvider } from '../../tests/support/fake-ai-provider';
import { startTestServer } from '../../tests/support/test-server';
import { formatMs, printTable, summarise } from '../stats';
import { BENCH_ANON_KEY, createBenchDatabase, startServerProcess } from '../support/server-process';

/**
 * The generate-content endpoint around an AI provider (issue 4), with the fake provider of the
 * tests on loopback:
 * 1. overhead: server-side time of a request (auth, rate limit in the database, validation, the
 *    SDK call, the output checks, JSON) against a provider that answers at once, beside the bare
 *    provider round trip; target: endpoint minus provider < 10 ms at p50;
 * 2. streaming: time to the first `partial` event and to the `result`, with the provider
 *    streaming at a fixed token rate;
 * 3. memory: RSS of the server process while 10 requests with 20 MB uploads run at once.
 */
const OVERHEAD_REQUESTS = 300;
const WARM_UP = 30;
const TARGET_OVERHEAD_P50_MS = 10;
const STREAM_RUNS = 5;
/** ~4 characters a token: 4-character chunks every 10 ms is about 100 tokens a second. */
const STREAM_CHUNK_CHARS = 4;
const STREAM_CHUNK_DELAY_MS = 10;
const CONCURRENT_UPLOADS = 10;

const requestBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ topic: '', mood: 'playful', niche: FAKE_NICHE, website: '', imageData: null, language: 'en', ...extra });

export async function run(): Promise<void> {
  const fake = await startFakeAiProvider();
  try {
    await measureOverhead(fake);
    await measureStreaming(fake);
    await measureUploadMemory(fake);
  } finally {
    await fake.close();
  }
}

async function measureOverhead(fake: FakeAiProvider): Promise<void> {
  const env = { CAPTION_PROVIDER: 'openai', CAPTION_API_KEY: 'bench', CAPTION_BASE_URL: `${fake.url}/v1`, GENERATE_RATE_LIMIT_PER_MINUTE: '1000000' };
  const server = await startTestServer('sqlite', { env });
  // The same endpoint around an engine that answers at once, without the SDK: the route's own share.
  const instantSet = { captions: [...FAKE_CAPTION_SETS.en.captions], hashtags: [...FAKE_CAPTION_SETS.en.hashtags] };
  const bare = await startTestServer('sqlite', { env, captions: { name: 'instant', generate: async () => instantSet } });
  try {
    const { data } = await server.client().auth.signUp({ email: 'bench@example.com', password: 'secret123' });
    const headers = { authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' };
    const bareSession = await bare.client().auth.signUp({ email: 'bench@example.com', password: 'secret123' });
    const bareHeaders = { authorization: `Bearer ${bareSession.data.session!.access_token}`, 'content-type': 'application/json' };
    const engine = createProviderCaptionEngine({ provider: 'openai', apiKey: 'bench', baseUrl: `${fake.url}/v1`, timeoutMs: 10_000, logger: silentLogger });
    const signal = new AbortController().signal;
    const input = { niche: FAKE_NICHE, mood: 'playful' as const, language: 'en' as const, imageData: null };
    const providerBody = JSON.stringify({ model: 'gpt-4.1-mini', input: [{ role: 'user', content: 'x' }] });

    const layers = {
      provider: async () => {
        const response = await fetch(`${fake.url}/v1/responses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: providerBody });
        await response.json();
      },
      engine: async () => {
        await engine.generate(input, { signal });
      },
      route: async () => {
        const response = await bare.request('/functions/v1/generate-content', { method: 'POST', headers: bareHeaders, body: requestBody() });
        if (response.status !== 200) throw new Error(`endpoint answered ${response.status}`);
        await response.json();
      },
      endpoint: async () => {
        const response = await server.request('/functions/v1/generate-content', { method: 'POST', headers, body: requestBody() });
        if (response.status !== 200) throw new Error(`endpoint answered ${response.status}`);
        await response.json();
      },
    };
    const samples: Record<keyof typeof layers, number[]> = { provider: [], engine: [], route: [], endpoint: [] };
    for (const [name, call] of Object.entries(layers) as Array<[keyof typeof layers, () => Promise<void>]>) {
      for (let index = 0; index < WARM_UP; index += 1) await call();
      for (let index = 0; index < OVERHEAD_REQUESTS; index += 1) {
        const started = performance.now();
        await call();
        samples[name].push(performance.now() - started);
      }
    }
    const provider = summarise(samples.provider);
    const engineStats = summarise(samples.engine);
    const route = summarise(samples.route);
    const endpoint = summarise(samples.endpoint);
    console.info('Overhead around a provider that answers at once (in-process request, loopback provider):');
    printTable([
      { layer: 'fake provider round trip (fetch)', p50: formatMs(provider.p50), p99: formatMs(provider.p99), target: '' },
      { layer: 'engine: SDK call + output checks', p50: formatMs(engineStats.p50), p99: formatMs(engineStats.p99), target: '' },
      { layer: 'route alone (auth, rate limit, validation, JSON)', p50: formatMs(route.p50), p99: formatMs(route.p99), target: '' },
      { layer: 'endpoint: whole request', p50: formatMs(endpoint.p50), p99: formatMs(endpoint.p99), target: '' },
      {
        layer: 'endpoint minus provider',
        p50: formatMs(endpoint.p50 - provider.p50),
        p99: formatMs(endpoint.p99 - provider.p99),
        target: `p50 < ${TARGET_OVERHEAD_P50_MS} ms`,
      },
    ]);
  } finally {
    await server.close();
    await bare.close();
  }
}

async function measureStreaming(fake: FakeAiProvider): Promise<void> {
  const env = { CAPTION_PROVIDER: 'openai', CAPTION_API_KEY: 'bench', CAPTION_BASE_URL: `${fake.url}/v1`, GENERATE_RATE_LIMIT_PER_MINUTE: '1000' };
  const server = await startTestServer('sqlite', { env });
  try {
    const url = await server.listen();
    const { data } = await server.client().auth.signUp({ email: 'stream@example.com', password: 'secret123' });
    const headers = { apikey: server.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' };
    fake.setDefault({ kind: 'good', chunkChars: STREAM_CHUNK_CHARS, chunkDelayMs: STREAM_CHUNK_DELAY_MS });
    const firstPartial: number[] = [];
    const firstCaption: number[] = [];
    const whole: number[] = [];
    const firstCaptionText = FAKE_CAPTION_SETS.en.captions[0];
    for (let runIndex = 0; runIndex < STREAM_RUNS; runIndex += 1) {
      const started = performance.now();
      const response = await fetch(`${url}/functions/v1/generate-content`, {
        method: 'POST',
        headers: { ...headers, accept: 'text/event-stream' },
        body: requestBody(),
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let sawPartial = false;
      let sawFirstCaption = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (!sawPartial && text.includes('event: partial')) {
          sawPartial = true;
          firstPartial.push(performance.now() - started);
        }
        if (!sawFirstCaption && text.includes(JSON.stringify(firstCaptionText).slice(1, -1))) {
          sawFirstCaption = true;
          firstCaption.push(performance.now() - started);
        }
      }
      if (!text.includes('event: result')) throw new Error('the stream ended without a result');
      whole.push(performance.now() - started);
    }
    fake.setDefault('good');
    const answerChars = JSON.stringify(FAKE_CAPTION_SETS.en).length;
    const tokensPerSecond = Math.round((1000 / STREAM_CHUNK_DELAY_MS) * (STREAM_CHUNK_CHARS / 4));
    console.info(`\nStreaming (provider streams ${answerChars} characters at ~${tokensPerSecond} tokens/s, SSE over loopback, ${STREAM_RUNS} runs, p50):`);
    printTable([
      {
        'first partial event': formatMs(summarise(firstPartial).p50),
        'first caption complete': formatMs(summarise(firstCaption).p50),
        'whole answer (result event)': formatMs(summarise(whole).p50),
      },
    ]);
  } finally {
    await server.close();
  }
}

/** A real 20 MB image (noise, stored PNG) so the server decodes and resizes it for real. */
async function makeUpload(): Promise<string> {
  const side = Math.floor(Math.sqrt((MAX_UPLOAD_BYTES - 64 * 1024) / 3));
  const noise = Buffer.alloc(side * side * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (png.length > MAX_UPLOAD_BYTES) throw new Error(`upload is ${png.length} bytes`);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function readMemoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function measureUploadMemory(fake: FakeAiProvider): Promise<void> {
  const database = await createBenchDatabase('sqlite');
  const server = await startServerProcess(database, {
    CAPTION_PROVIDER: 'openai',
    CAPTION_API_KEY: 'bench',
    CAPTION_BASE_URL: `${fake.url}/v1`,
    GENERATE_RATE_LIMIT_PER_MINUTE: '1000',
  });
  try {
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: BENCH_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'upload@example.com', password: 'secret123' }),
    });
    const session = (await signUp.json()) as { access_token: string };
    const body = Buffer.from(requestBody({ imageData: await makeUpload() }));
    const headers = { apikey: BENCH_ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
    const post = () => fetch(`${server.url}/functions/v1/generate-content`, { method: 'POST', headers, body });

    // One request first, so start-up allocations (sharp, the SDK) are in the baseline.
    const warm = await post();
    if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}`);
    await warm.arrayBuffer();
    const before = readMemoryMb(server.pid);
    let highest = before.rss;
    const sampler = setInterval(() => {
      highest = Math.max(highest, readMemoryMb(server.pid).rss);
    }, 5);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT_UPLOADS }, async () => {
        const response = await post();
        const answer = (await response.json()) as { notice?: string; code?: string };
        return [response.status, answer.code, answer.notice ? 'notice' : undefined].filter(Boolean).join(' ');
      }),
    );
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const after = readMemoryMb(server.pid);
    console.info(`\nMemory of the server process, ${CONCURRENT_UPLOADS} requests with ${(body.length / 1024 / 1024).toFixed(1)} MB bodies (20 MB PNG) at once:`);
    printTable([
      {
        'RSS before': `${before.rss.toFixed(0)} MB`,
        'RSS highest sampled': `${highest.toFixed(0)} MB`,
        'peak (VmHWM)': `${after.peak.toFixed(0)} MB`,
        'RSS after': `${after.rss.toFixed(0)} MB`,
        'all done in': formatMs(elapsed),
        answers: [...new Set(statuses)].join(', '),
      },
    ]);
  } finally {
    await server.stop();
    await database.drop();
  }
}
