import { z } from 'zod';

/**
 * The only reader of process.env (house style rule 1). Everything else receives `Config`.
 * Names and defaults: docs/architecture.md, "Configuration".
 */

const CAPTION_PROVIDERS = ['offline', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type CaptionProviderName = (typeof CAPTION_PROVIDERS)[number];

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    SITE_URL: z.preprocess(emptyAsUndefined, url.optional()),
    /** Extra URLs (comma-separated) that OAuth may redirect back to, besides SITE_URL. */
    ADDITIONAL_REDIRECT_URLS: optionalString,
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    /** The built web app (Vite's output); the bench and other checkouts point it elsewhere. */
    CAPTIONCRAFT_CLIENT_DIR: z.preprocess(emptyAsUndefined, z.string().default('dist/client')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    ANON_KEY: optionalString,
    CAPTION_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(CAPTION_PROVIDERS, { error: `must be one of ${CAPTION_PROVIDERS.join(', ')}` }).default('offline'),
    ),
    CAPTION_MODEL: optionalString,
    CAPTION_API_KEY: optionalString,
    CAPTION_BASE_URL: z.preprocess(emptyAsUndefined, url.optional()),
    CAPTION_TIMEOUT_MS: positiveInt(60_000),
    GENERATE_RATE_LIMIT_PER_MINUTE: positiveInt(10),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, url.default('https://accounts.google.com')),
    /** Token-bucket burst per client IP on sign-up, sign-in, refresh and authorize (GoTrue's default is 30). */
    AUTH_RATE_LIMIT_BURST: positiveInt(30),
    /** Refill of that bucket, requests per minute. */
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    /** Trust X-Forwarded-For for the client IP (only behind a proxy that sets it). */
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    /** Origins (comma-separated) whose pages may call the API; unset, same origin only. */
    CORS_ORIGINS: optionalString,
    /** Turns /metrics on; scrapers send it as `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalString,
    /** On SIGTERM/SIGINT, how long requests and streams in flight may take before they are ended. */
    SHUTDOWN_TIMEOUT_MS: positiveInt(25_000),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
    /** json: one object a line, for a log collector; pretty: coloured lines for a terminal. */
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['json', 'pretty']).default('json')),
  });

/**
 * Rules that tie variables together, checked on the raw values so they are reported alongside
 * problems with single variables (zod skips object refinements when a field already failed).
 */
function crossVariableProblems(source: Record<string, string | undefined>): string[] {
  const value = (name: string) => (source[name] === '' ? undefined : source[name]);
  const problems: string[] = [];
  if (Boolean(value('GOOGLE_CLIENT_ID')) !== Boolean(value('GOOGLE_CLIENT_SECRET'))) {
    problems.push('GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  }
  const provider = value('CAPTION_PROVIDER') ?? 'offline';
  if (['openai', 'anthropic', 'google'].includes(provider) && !value('CAPTION_API_KEY')) {
    problems.push(`CAPTION_API_KEY: is required when CAPTION_PROVIDER=${provider}`);
  }
  for (const origin of (value('CORS_ORIGINS') ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter(Boolean)) {
    if (!isOrigin(origin)) problems.push(`CORS_ORIGINS: ${origin} is not an origin (scheme://host[:port], nothing after)`);
  }
  if (provider === 'openai-compatible' && !value('CAPTION_BASE_URL')) {
    problems.push('CAPTION_BASE_URL: is required when CAPTION_PROVIDER=openai-compatible');
  }
  return problems;
}

function isOrigin(candidate: string): boolean {
  try {
    const parsed = new URL(candidate);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === candidate;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  /** Public URL of the site, without a trailing slash: the token issuer and OAuth's redirects. */
  siteUrl: string;
  /**
   * Whether SITE_URL was given. Without it siteUrl is only a guess (localhost), so the page is
   * handed the origin it was opened at as its API URL instead (http/client-app.ts).
   */
  siteUrlIsSet: boolean;
  redirectAllowList: string[];
  dataDir: string;
  /** Where the built web app is, relative to the working directory or absolute. */
  clientDir: string;
  databaseUrl?: string;
  anonKey?: string;
  captions: {
    provider: CaptionProviderName;
    model?: string;
    apiKey?: string;
    baseUrl?: string;
    timeoutMs: number;
    ratePerMinute: number;
  };
  google?: { clientId: string; clientSecret: string; issuer: string };
  googleIssuer: string;
  authRateLimit: { burst: number; perMinute: number };
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  logFormat: 'json' | 'pretty';
  shutdownTimeoutMs: number;
  metricsToken?: string;
  /** Origins allowed to call the API from their pages (CORS); empty: same origin only. */
  corsOrigins: string[];
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

export function parseConfig(source: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...crossVariableProblems(source),
  ];
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const env = parsed.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ok: true,
    config: {
      port: env.PORT,
      host: env.HOST,
      siteUrl,
      siteUrlIsSet: env.SITE_URL !== undefined,
      redirectAllowList: (env.ADDITIONAL_REDIRECT_URLS ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
      dataDir: env.DATA_DIR,
      clientDir: env.CAPTIONCRAFT_CLIENT_DIR,
      databaseUrl: env.DATABASE_URL,
      anonKey: env.ANON_KEY,
      captions: {
        provider: env.CAPTION_PROVIDER,
        model: env.CAPTION_MODEL,
        apiKey: env.CAPTION_API_KEY,
        baseUrl: env.CAPTION_BASE_URL,
        timeoutMs: env.CAPTION_TIMEOUT_MS,
        ratePerMinute: env.GENERATE_RATE_LIMIT_PER_MINUTE,
      },
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
          : undefined,
      googleIssuer: env.GOOGLE_ISSUER,
      authRateLimit: { burst: env.AUTH_RATE_LIMIT_BURST, perMinute: env.AUTH_RATE_LIMIT_PER_MINUTE },
      trustProxy: env.TRUST_PROXY === 'true',
      logLevel: env.LOG_LEVEL,
      logFormat: env.LOG_FORMAT,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      metricsToken: env.METRICS_TOKEN,
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((entry) => entry.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
  };
}

/** Reads the process environment once; prints one line per problem and exits on bad configuration. */
export function loadConfigOrExit(): Config {
  const result = parseConfig(process.env);
  if (result.ok) return result.config;
  for (const problem of result.problems) console.error(`Invalid configuration: ${problem}`);
  process.exit(1);
}
