import type { DatabaseHandle } from '../db/connect';
import type { PrincipalResolver } from '../http/principal';
import type { Logger } from '../logger';
import type { Clock } from '../clock';

export interface RestRouteDeps {
  database: DatabaseHandle;
  principals: PrincipalResolver;
  clock: Clock;
  logger: Logger;
}
