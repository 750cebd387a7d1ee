import { describe, expect, it } from 'vitest';
import { parseConfig } from './env';

describe('parseConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const result = parseConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      siteUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      captions: { provider: 'offline', ratePerMinute: 10 },
      google: undefined,
      authRateLimit: { burst: 30 },
    });
  });

  it('treats empty variables as unset, as .env files write them', () => {
    const result = parseConfig({ PORT: '', DATABASE_URL: '', CAPTION_PROVIDER: '' });
    expect(result.ok && result.config.port).toBe(3000);
  });

  it('derives the site URL from the port and drops a trailing slash', () => {
    expect(parseConfig({ PORT: '8080' })).toMatchObject({ config: { siteUrl: 'http://localhost:8080', siteUrlIsSet: false } });
    expect(parseConfig({ SITE_URL: 'https://captions.example.com/' })).toMatchObject({
      config: { siteUrl: 'https://captions.example.com', siteUrlIsSet: true },
    });
    expect(parseConfig({ SITE_URL: '' })).toMatchObject({ config: { siteUrlIsSet: false } });
  });

  it('finds the built web app in dist/client unless CAPTIONCRAFT_CLIENT_DIR says otherwise', () => {
    expect(parseConfig({})).toMatchObject({ config: { clientDir: 'dist/client' } });
    expect(parseConfig({ CAPTIONCRAFT_CLIENT_DIR: '/srv/captioncraft/client' })).toMatchObject({ config: { clientDir: '/srv/captioncraft/client' } });
  });

  it('reports one line per bad variable', () => {
    const result = parseConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      CAPTION_PROVIDER: 'skynet',
      GOOGLE_CLIENT_ID: 'id-without-secret',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(4);
    expect(result.problems.join('\n')).toMatch(/^PORT: /m);
    expect(result.problems.join('\n')).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL$/m);
    expect(result.problems.join('\n')).toMatch(/^CAPTION_PROVIDER: must be one of offline, openai/m);
    expect(result.problems.join('\n')).toMatch(/^GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together$/m);
  });

  it('requires a key for hosted providers and a base URL for OpenAI-compatible ones', () => {
    expect(parseConfig({ CAPTION_PROVIDER: 'anthropic' })).toMatchObject({ ok: false, problems: ['CAPTION_API_KEY: is required when CAPTION_PROVIDER=anthropic'] });
    expect(parseConfig({ CAPTION_PROVIDER: 'openai-compatible' })).toMatchObject({ ok: false, problems: ['CAPTION_BASE_URL: is required when CAPTION_PROVIDER=openai-compatible'] });
    expect(parseConfig({ CAPTION_PROVIDER: 'openai-compatible', CAPTION_BASE_URL: 'http://127.0.0.1:11434/v1' }).ok).toBe(true);
  });

  it('enables Google with both credentials and a configurable issuer', () => {
    const result = parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9000' });
    expect(result).toMatchObject({ ok: true, config: { google: { clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:9000' } } });
  });

  it('reads the deployment variables: log format and shutdown deadline', () => {
    expect(parseConfig({})).toMatchObject({ config: { logFormat: 'json', shutdownTimeoutMs: 25_000 } });
    expect(parseConfig({ LOG_FORMAT: 'pretty', SHUTDOWN_TIMEOUT_MS: '5000' })).toMatchObject({ config: { logFormat: 'pretty', shutdownTimeoutMs: 5000 } });
    expect(parseConfig({ LOG_FORMAT: 'xml', SHUTDOWN_TIMEOUT_MS: '-1' })).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.stringMatching(/^LOG_FORMAT: /), expect.stringMatching(/^SHUTDOWN_TIMEOUT_MS: /)]),
    });
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(parseConfig({})).toMatchObject({ config: { corsOrigins: [] } });
    expect(parseConfig({ CORS_ORIGINS: 'https://app.example.com/, http://127.0.0.1:5173' })).toMatchObject({
      config: { corsOrigins: ['https://app.example.com', 'http://127.0.0.1:5173'] },
    });
    expect(parseConfig({ CORS_ORIGINS: 'https://app.example.com/path, *' })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^CORS_ORIGINS: https:\/\/app\.example\.com\/path is not an origin/), expect.stringMatching(/^CORS_ORIGINS: \* is not an origin/)],
    });
  });
});
