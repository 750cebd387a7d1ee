import type { Context } from 'hono';
import type { Config } from '../env';
import { clientIp } from '../http/client-ip';
import type { RateLimiter } from '../rate-limit';
import { authErrors } from './errors';

/** The per-IP buckets of /auth/v1 (issue 2; GoTrue keeps similar ones). */
export type AuthBucket = 'signin-signup' | 'refresh' | 'authorize';

export type AuthRateLimit = (c: Context, bucket: AuthBucket) => Promise<void>;

/**
 * Takes one token from the caller's bucket or throws GoTrue's 429 with Retry-After. Burst and
 * refill come from AUTH_RATE_LIMIT_BURST / AUTH_RATE_LIMIT_PER_MINUTE (GoTrue's burst is 30).
 */
export function createAuthRateLimit(config: Config, rateLimiter: RateLimiter): AuthRateLimit {
  const rule = { burst: config.authRateLimit.burst, perMinute: config.authRateLimit.perMinute };
  return async (c, bucket) => {
    const result = await rateLimiter.take(`auth:${bucket}:${clientIp(c, config.trustProxy)}`, rule);
    if (!result.allowed) throw authErrors.rateLimited(result.retryAfterSeconds);
  };
}
