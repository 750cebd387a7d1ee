import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from './test-server';

/**
 * The app's page loading at `href` after a sign-in redirect: the real supabase-js, created with
 * `detectSessionInUrl` (its browser default), in a just-enough `window`/`document`, so the client
 * itself reads the fragment or `?code=` and does what it does in a browser (GET /user for implicit,
 * the PKCE exchange for `?code=`, cleaning the URL). Call `close()` to take the fakes away again.
 */
export interface AppPage {
  supabase: SupabaseClient;
  /** Events seen by a listener registered right after the client was created. */
  events: string[];
  /** The address bar now (supabase-js clears the fragment and removes `code`). */
  currentUrl(): string;
  close(): void;
}

class FakeLocation {
  constructor(public href: string) {}
  set hash(value: string) {
    const url = new URL(this.href);
    url.hash = value;
    this.href = url.toString();
  }
  get hash(): string {
    return new URL(this.href).hash;
  }
  assign(href: string): void {
    this.href = href;
  }
}

export function openAppPage(server: TestServer, href: string, storage: Map<string, string>, flowType: 'implicit' | 'pkce'): AppPage {
  const global = globalThis as Record<string, unknown>;
  const saved = { window: global.window, document: global.document, BroadcastChannel: global.BroadcastChannel };
  const location = new FakeLocation(href);
  global.window = {
    location,
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => location.assign(url) },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  global.document = { visibilityState: 'visible' };
  // One tab only: no cross-tab channel to keep the test process alive.
  global.BroadcastChannel = undefined;

  const supabase = createClient(server.url, server.anonKey, {
    global: { fetch: (input, init) => Promise.resolve(server.app.fetch(new Request(input, init))) },
    auth: {
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: true,
      flowType,
    },
  });
  const events: string[] = [];
  supabase.auth.onAuthStateChange((event) => events.push(event));
  return {
    supabase,
    events,
    currentUrl: () => location.href,
    close() {
      global.window = saved.window;
      global.document = saved.document;
      global.BroadcastChannel = saved.BroadcastChannel;
    },
  };
}
