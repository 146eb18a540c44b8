// Everything that depends on "now" (password reset keys, coupon expiry, order dates) reads
// the time through a Clock, so tests can move time forward instead of waiting an hour.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move: starts at the real time (or `start`) plus `advance(ms)` calls. */
export function adjustableClock(start?: Date): Clock & { advance(ms: number): void } {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
