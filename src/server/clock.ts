/** Time as a dependency, so tests can move it (house style rule 2). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}
