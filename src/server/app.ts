import { Hono } from 'hono';
import { createAccountService } from './auth/accounts';
import { createOwnDataService } from './auth/own-data';
import type { SigningKeys } from './auth/keys';
import { createOAuthSurface, type OAuthPieces } from './auth/oauth';
import { createAuthRoutes, type OAuthSurface } from './auth/routes';
import { createSessionService } from './auth/sessions';
import { createTokenSigner } from './auth/tokens';
import type { CaptionEngine } from './captions/engine';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/connect';
import type { Config } from './env';
import { createFunctionRoutes } from './functions/routes';
import type { AppEnv } from './http/app-env';
import { createClientApp } from './http/client-app';
import { createCors } from './http/cors';
import { createHealthRoutes } from './http/health';
import { createMetrics, type PromClientModule } from './http/metrics';
import { currentPublicOrigin, publicOriginScope } from './http/public-origin';
import { createPrincipalResolver } from './http/principal';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { answerUnexpected } from './http/unexpected';
import { createLifecycle, type Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import { createRateLimiter } from './rate-limit';
import { createRestRoutes } from './rest/routes';
import { createSavedPostsStore } from './rest/saved-posts-store';

/**
 * Builds the whole HTTP app from its dependencies (house style rule 2). Tests build it with a
 * fresh database, a fake clock or a caption engine that talks to a fake provider; nothing here
 * reads the environment or opens anything.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  captions: CaptionEngine;
  clock: Clock;
  logger: Logger;
  keys: SigningKeys;
  anonKey: string;
  refreshSecret: string;
  /** The built web app (dist/client); without it the API still works. */
  clientDir?: string;
  /** Google sign-in; by default built from config (GOOGLE_CLIENT_ID/SECRET/ISSUER). */
  createOAuth?: (pieces: OAuthPieces) => OAuthSurface;
  /** prom-client, loaded by bootstrap.ts only when METRICS_TOKEN is set. */
  promClient?: PromClientModule;
  /** Draining and the shutdown deadline (index.ts); a fresh one, never shutting down, by default. */
  lifecycle?: Lifecycle;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, database, clock, logger } = deps;
  // Without SITE_URL, tokens name the origin each request reached (http/public-origin.ts).
  const signer = createTokenSigner(deps.keys, () => currentPublicOrigin(config), clock);
  const sessions = createSessionService({ db: database.db, transaction: database.transaction, clock, signer, refreshSecret: deps.refreshSecret });
  const accounts = createAccountService({ db: database.db, transaction: database.transaction, clock, sessions });
  const ownData = createOwnDataService({ db: database.db, transaction: database.transaction, clock, savedPosts: createSavedPostsStore({ database, clock }) });
  const principals = createPrincipalResolver({ anonKey: deps.anonKey, signer, sessions });
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const metrics = createMetrics(config.metricsToken, database, deps.promClient);
  const rateLimiter = metrics.countRefusals(createRateLimiter(database.db, database.dialect, clock));

  const app = new Hono<AppEnv>();
  app.use('*', metrics.requests);
  // Probes and scrapes come every few seconds: answered before the request log.
  app.route('/', createHealthRoutes(database, lifecycle));
  app.route('/', metrics.routes);
  app.use('*', requestLog(logger, { trustIncomingId: config.trustProxy }));
  app.use('*', publicOriginScope(config));
  // Only when configured: hono/cors touches every answer's headers, which costs (request-log.ts).
  if (config.corsOrigins.length > 0) {
    const corsForApi = createCors(config.corsOrigins);
    for (const surface of ['/auth/v1/*', '/rest/v1/*', '/functions/v1/*']) app.use(surface, corsForApi);
  }
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    // While draining, a kept-alive connection is closed after its answer: the next request
    // opens a new one, which the balancer sends to an instance that is not stopping.
    if (lifecycle.draining) c.header('Connection', 'close');
    await next();
  });

  app.route(
    '/auth/v1',
    createAuthRoutes({
      config,
      accounts,
      sessions,
      principals,
      rateLimiter,
      keys: deps.keys,
      logger,
      ownData,
      oauth: (deps.createOAuth ?? createOAuthSurface)({
        config,
        db: database.db,
        clock,
        logger,
        sessions,
        rateLimiter,
        serverSecret: deps.refreshSecret,
      }),
    }),
  );
  app.route('/rest/v1', createRestRoutes({ database, principals, clock, logger }));
  app.route('/functions/v1', createFunctionRoutes({ config, captions: deps.captions, principals, rateLimiter, logger, lifecycle, metrics }));

  if (deps.clientDir) {
    const apiUrl = config.siteUrlIsSet ? config.siteUrl : undefined;
    app.route('/', createClientApp({ clientDir: deps.clientDir, apiUrl, anonKey: deps.anonKey, trustProxy: config.trustProxy }));
  }

  app.onError((error, c) => {
    return answerUnexpected(logger, c, error, () => c.text('Internal Server Error', 500));
  });
  return app;
}
