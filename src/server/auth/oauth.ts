import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Config } from '../env';
import type { Logger } from '../logger';
import type { RateLimiter } from '../rate-limit';
import { currentPublicOrigin } from '../http/public-origin';
import { createGoogleProvider } from './google-provider';
import { createAuthRateLimit } from './ip-rate-limit';
import { createOAuthFlow } from './oauth-flow';
import { createOAuthRoutes } from './oauth-routes';
import type { OAuthSurface } from './routes';
import type { SessionService } from './sessions';

/** What createApp hands to the OAuth surface (AppDeps.createOAuth). */
export interface OAuthPieces {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** A server secret the flow derives its own key from. */
  serverSecret: string;
}

/**
 * Google sign-in from configuration: with GOOGLE_CLIENT_ID/SECRET the provider at GOOGLE_ISSUER,
 * without them the same routes answering that the provider is not enabled (as GoTrue does).
 */
export function createOAuthSurface(pieces: OAuthPieces): OAuthSurface {
  const { config } = pieces;
  const flow = createOAuthFlow({
    db: pieces.db,
    clock: pieces.clock,
    sessions: pieces.sessions,
    logger: pieces.logger,
    // Read at each use: without SITE_URL, the public origin of the request in hand.
    get siteUrl() {
      return currentPublicOrigin(config);
    },
    redirectAllowList: config.redirectAllowList,
    google: config.google ? createGoogleProvider(config.google, pieces.clock) : undefined,
    serverSecret: pieces.serverSecret,
  });
  return {
    routes: createOAuthRoutes(flow, createAuthRateLimit(config, pieces.rateLimiter)),
    exchangePkce: flow.exchangePkce,
  };
}
