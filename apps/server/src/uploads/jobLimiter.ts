import { ClientError } from '../http/errors.ts';

// At most `concurrency` jobs at once, the rest wait in arrival order; beyond `maxWaiting`
// waiting jobs a request is turned away (503) instead of piling up memory.

export class JobLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ClientError(
          503,
          'busy',
          'Gerade werden sehr viele Bilder verarbeitet. Bitte versuche es in einer Minute noch einmal.',
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next waiting job, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
