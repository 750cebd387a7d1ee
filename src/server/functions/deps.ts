import type { CaptionEngine } from '../captions/engine';
import type { Config } from '../env';
import type { PrincipalResolver } from '../http/principal';
import type { Metrics } from '../http/metrics';
import type { Lifecycle } from '../lifecycle';
import type { Logger } from '../logger';
import type { RateLimiter } from '../rate-limit';

export interface FunctionRouteDeps {
  config: Config;
  captions: CaptionEngine;
  principals: PrincipalResolver;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Its deadline ends a generation still running when the process must stop. */
  lifecycle: Lifecycle;
  metrics: Metrics;
}
