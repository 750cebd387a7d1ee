import { createHash } from 'node:crypto';
import type { VerifyResult } from '../auth/tokens';

/**
 * Remembers access tokens whose ES256 signature and claims already checked out, so that a
 * token seen again skips the signature check (0.33 ms of CPU per request measured here, the
 * largest single cost of a saved-posts list: docs/decisions/008-per-request-server-cost.md).
 *
 * What it does not change: whether the token's session still exists is asked on every
 * request by the caller (a signed-out session is refused at once), an entry dies with the
 * token's `exp`, and only successes are kept (a forged token pays the full check every time).
 * Entries are keyed by the token's SHA-256, so the cache holds no bearer token.
 */
export interface VerifiedTokenCacheOptions {
  /** The real check (TokenSigner.verifyAccessToken). */
  verify(token: string): Promise<VerifyResult>;
  /** The same clock the real check uses, in whole seconds. */
  nowSeconds(): number;
  /** Oldest entries leave first once this many are held. */
  maxEntries?: number;
  /** Longer tokens (large user metadata) are checked every time, which bounds the memory held. */
  maxTokenChars?: number;
}

/** ~1 KB tokens: about 10 MB at most; a user refreshes hourly, so this covers thousands of active users. */
export const DEFAULT_MAX_ENTRIES = 5000;
export const DEFAULT_MAX_TOKEN_CHARS = 4096;

type VerifiedClaims = Extract<VerifyResult, { ok: true }>['claims'];

interface Entry {
  claims: VerifiedClaims;
  expiresAt: number;
}

export interface VerifiedTokenCache {
  verify(token: string): Promise<VerifyResult>;
  /** How many tokens are held (for tests and diagnostics). */
  size(): number;
}

export function createVerifiedTokenCache(options: VerifiedTokenCacheOptions): VerifiedTokenCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxTokenChars = options.maxTokenChars ?? DEFAULT_MAX_TOKEN_CHARS;
  // A Map iterates in insertion order: its first key is the oldest entry.
  const entries = new Map<string, Entry>();

  return {
    async verify(token) {
      if (token.length > maxTokenChars) return options.verify(token);
      const key = createHash('sha256').update(token).digest('base64url');
      const held = entries.get(key);
      if (held) {
        // The signer's own rule (jose): expired once `exp` <= now.
        if (held.expiresAt > options.nowSeconds()) return { ok: true, claims: held.claims };
        entries.delete(key);
        return { ok: false, reason: 'expired' };
      }
      const result = await options.verify(token);
      if (result.ok && typeof result.claims.exp === 'number') {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        // Shared by every request that presents this token: nobody may change it.
        entries.set(key, { claims: Object.freeze(result.claims), expiresAt: result.claims.exp });
      }
      return result;
    },

    size: () => entries.size,
  };
}
