/**
 * Stands in for @supabase/realtime-js in the production build (vite.config.ts). supabase-js
 * builds a realtime client eagerly and tells it about every token change, but CaptionCraft opens
 * no channel (spec §7: realtime is not used), so these calls have nothing to do.
 */
export class RealtimeClient {
  constructor(..._args: unknown[]) {}

  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error('Realtime is not part of CaptionCraft');
  }

  getChannels(): [] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
}
