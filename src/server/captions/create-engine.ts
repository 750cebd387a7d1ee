import type { Config } from '../env';
import type { Logger } from '../logger';
import type { CaptionEngine } from './engine';
import { createOfflineCaptionEngine } from './offline-engine';
import { createProviderCaptionEngine } from './providers/provider-engine';

/** CAPTION_PROVIDER picks the engine: the offline composer (default, no network) or an AI provider. */
export function createCaptionEngine(config: Config, logger: Logger): CaptionEngine {
  const { provider, model, apiKey, baseUrl, timeoutMs } = config.captions;
  if (provider === 'offline') return createOfflineCaptionEngine();
  return createProviderCaptionEngine({ provider, model, apiKey, baseUrl, timeoutMs, logger });
}
