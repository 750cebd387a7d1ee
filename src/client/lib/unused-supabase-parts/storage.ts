/**
 * Stands in for @supabase/storage-js in the production build (vite.config.ts): supabase-js
 * constructs a storage client eagerly, but CaptionCraft uses no storage bucket (spec §7).
 */
export class StorageClient {
  constructor(..._args: unknown[]) {}

  from(): never {
    throw new Error('Storage is not part of CaptionCraft');
  }
}

export class StorageApiError extends Error {}
