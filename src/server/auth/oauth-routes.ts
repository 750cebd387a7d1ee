import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { AuthRateLimit } from './ip-rate-limit';
import type { OAuthFlow } from './oauth-flow';

/**
 * GET /authorize and GET /callback: top-level browser navigations, so no apikey (contract P6,
 * P14) and answers are 302s. Mounted under /auth/v1 by routes.ts, whose error handler turns a
 * thrown AuthError (an /authorize request we refuse) into GoTrue's JSON error, as GoTrue does.
 */
export function createOAuthRoutes(flow: OAuthFlow, limit: AuthRateLimit): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/authorize', async (c) => {
    await limit(c, 'authorize');
    const providerUrl = await flow.authorize({
      provider: c.req.query('provider'),
      redirectTo: c.req.query('redirect_to'),
      codeChallenge: c.req.query('code_challenge'),
      codeChallengeMethod: c.req.query('code_challenge_method'),
    });
    // supabase-js's skipBrowserRedirect with `skip_http_redirect=true`: the URL as JSON.
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: providerUrl });
    c.header('Cache-Control', 'no-store');
    return c.redirect(providerUrl, 302);
  });

  app.get('/callback', async (c) => {
    const next = await flow.callback(c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.redirect(next, 302);
  });

  return app;
}
