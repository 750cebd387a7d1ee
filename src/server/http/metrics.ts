import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type * as PromClient from 'prom-client';
import type { DatabaseHandle } from '../db/connect';
import type { RateLimiter } from '../rate-limit';
import type { AppEnv } from './app-env';

/**
 * Prometheus metrics (issue 13), on only when METRICS_TOKEN is set; off, every recorder is a
 * no-op, /metrics does not exist (404) and prom-client is never loaded (bootstrap.ts imports it
 * only then: ~50 ms of start-up CPU otherwise). Labels are bounded: a route is the pattern that
 * answered (`/rest/v1/saved_posts`, `/auth/v1/*`), never the path a caller typed.
 */
export interface Metrics {
  /** Counts and times every request (mounted first in app.ts). */
  requests: MiddlewareHandler<AppEnv>;
  generation(engine: string, outcome: string, seconds: number): void;
  /** The same limiter, counting each refusal by the limit's name. */
  countRefusals(limiter: RateLimiter): RateLimiter;
  /** GET /metrics, behind the bearer token. */
  routes: Hono<AppEnv>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const passThrough: MiddlewareHandler<AppEnv> = (_c, next) => next();

export const metricsOff: Metrics = {
  requests: passThrough,
  generation: () => undefined,
  countRefusals: (limiter) => limiter,
  routes: new Hono<AppEnv>(),
};

/** `generate:<user>` → `generate`; `auth:refresh:<ip>` → `auth:refresh` (an IPv6 address has colons too). */
export function limitName(key: string): string {
  const parts = key.split(':');
  return parts[0] === 'auth' ? parts.slice(0, 2).join(':') : parts[0];
}

export type PromClientModule = typeof PromClient;

export function createMetrics(token: string | undefined, database: DatabaseHandle, promClient: PromClientModule | undefined): Metrics {
  if (!token || !promClient) return metricsOff;
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = promClient;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'captioncraft_' });

  const requests = new Counter({
    name: 'captioncraft_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'captioncraft_http_request_duration_seconds',
    help: 'Time to the answer (to its headers, for event streams), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const generations = new Counter({
    name: 'captioncraft_generations_total',
    help: 'Caption generations, by engine (CAPTION_PROVIDER) and outcome (ok or the error code)',
    labelNames: ['engine', 'outcome'] as const,
    registers: [registry],
  });
  const providerLatency = new Histogram({
    name: 'captioncraft_caption_provider_duration_seconds',
    help: 'Time the caption engine (the AI provider, or the offline composer) took, by engine and outcome',
    labelNames: ['engine', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'captioncraft_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit (generate, auth:signin-signup, auth:refresh, auth:authorize)',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'captioncraft_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting: requests queued for one); the embedded database has one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  const routes = new Hono<AppEnv>();
  routes.get('/metrics', async (c) => {
    const presented = Buffer.from(c.req.header('authorization') ?? '');
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'A valid METRICS_TOKEN bearer token is required.' }, 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });

  return {
    requests: async (c, next) => {
      const started = performance.now();
      await next();
      const labels = { method: c.req.method, route: routePath(c) || 'unmatched', status: String(c.res.status) };
      requests.inc(labels);
      latency.observe(labels, (performance.now() - started) / 1000);
    },
    generation(engine, outcome, seconds) {
      generations.inc({ engine, outcome });
      providerLatency.observe({ engine, outcome }, seconds);
    },
    countRefusals(limiter) {
      const counted: RateLimiter = {
        async take(key, rule) {
          const result = await limiter.take(key, rule);
          if (!result.allowed) refusals.inc({ limit: limitName(key) });
          return result;
        },
        refund: (key, rule) => limiter.refund(key, rule),
        within: (transaction) => this.countRefusals(limiter.within(transaction)),
      };
      return counted;
    },
    routes,
  };
}
