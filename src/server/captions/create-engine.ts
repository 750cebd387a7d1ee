import type { Config } from '../env';
import type { Logger } from '../logger';
import { CaptionError, type CaptionEngine } from './engine';

// Scaffold: the caption engine issue (4) replaces this with the offline composer and the providers.
export function createCaptionEngine(_config: Config, _logger: Logger): CaptionEngine {
  return {
    name: 'unconfigured',
    async generate() {
      throw new CaptionError('unavailable', 'The caption engine is not ready yet');
    },
  };
}
