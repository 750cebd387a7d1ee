import { afterEach, describe, expect, it } from 'vitest';
import { generationRequest } from '../support/fake-ai-provider';
import { TEST_ENGINES } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signUpUser } from '../support/test-users';

const METRICS_TOKEN = 'scrape-me-with-this-token';

/** The value of one sample line, e.g. `name{label="x"} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(TEST_ENGINES)('Prometheus metrics on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  const scrape = (authorization?: string) =>
    server!.app.fetch(new Request('http://127.0.0.1/metrics', { headers: authorization ? { authorization } : {} }));

  it('do not exist without METRICS_TOKEN', async () => {
    server = await startTestServer(dialect);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).status).toBe(404);
  });

  it('need the token as a bearer token', async () => {
    server = await startTestServer(dialect, { env: { METRICS_TOKEN } });
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token')).status).toBe(401);
    expect((await scrape(METRICS_TOKEN)).status).toBe(401);
    const allowed = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('count requests by route pattern and status, generations by engine and outcome, refusals and the pool', async () => {
    server = await startTestServer(dialect, { env: { METRICS_TOKEN, GENERATE_RATE_LIMIT_PER_MINUTE: '1' } });
    const user = await signUpUser(server, 'metrics');
    const generate = () => user.client.functions.invoke('generate-content', { body: generationRequest() });
    expect((await generate()).error).toBeNull();
    expect((await generate()).error).not.toBeNull();
    const saved = await user.client.from('saved_posts').insert({ user_id: user.userId, caption: 'Counted caption', hashtags: ['one'], mood: 'playful' });
    expect(saved.status).toBe(201);
    await user.client.from('saved_posts').select('*').eq('id', 'not-a-uuid-but-a-value-nobody-should-see');

    const text = await (await scrape(`Bearer ${METRICS_TOKEN}`)).text();
    expect(sample(text, 'captioncraft_http_requests_total{method="POST",route="/auth/v1/signup",status="200"}')).toBe(1);
    expect(sample(text, 'captioncraft_http_requests_total{method="POST",route="/functions/v1/generate-content",status="200"}')).toBe(1);
    expect(sample(text, 'captioncraft_http_requests_total{method="POST",route="/functions/v1/generate-content",status="429"}')).toBe(1);
    expect(sample(text, 'captioncraft_http_requests_total{method="POST",route="/rest/v1/saved_posts",status="201"}')).toBe(1);
    expect(sample(text, 'captioncraft_http_request_duration_seconds_count{method="POST",route="/rest/v1/saved_posts",status="201"}')).toBe(1);
    expect(sample(text, 'captioncraft_generations_total{engine="offline",outcome="ok"}')).toBe(1);
    expect(sample(text, 'captioncraft_caption_provider_duration_seconds_count{engine="offline",outcome="ok"}')).toBe(1);
    expect(sample(text, 'captioncraft_rate_limit_refusals_total{limit="generate"}')).toBe(1);
    expect(sample(text, 'captioncraft_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('captioncraft_process_cpu_seconds_total');
    // Route patterns, never what a caller typed: no user id, no filter value.
    expect(text).not.toContain(user.userId);
    expect(text).not.toContain('nobody-should-see');
  });
});
