import { lazy } from '../../lazy';

/**
 * The Vercel AI SDK, loaded on first use: `ai` and a provider package cost ~0.25 s and ~25 MB at
 * start-up (bench/suites/startup.ts), and the default engine (offline) never needs them. Every
 * value import of `ai` goes through here; type imports are free.
 */
export const loadAiSdk = lazy(() => import('ai'));
