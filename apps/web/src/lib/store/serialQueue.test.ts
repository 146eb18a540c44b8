import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serialQueue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSerialQueue', () => {
  it('runs one task at a time, in order, even when later tasks are faster', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => {
        log.push(`start ${name}`);
        setTimeout(() => {
          log.push(`end ${name}`);
          resolve(name);
        }, ms);
      });
    const results = await Promise.all([
      queue.run(task('a', 30)),
      queue.run(task('b', 1)),
      queue.run(task('c', 10)),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a failing task rejects only its own promise; the queue goes on', async () => {
    const queue = createSerialQueue();
    const first = queue.run(async () => {
      throw new Error('boom');
    });
    const second = queue.run(async () => 'ok');
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('ok');
  });

  it('counts queued and running tasks', async () => {
    const queue = createSerialQueue();
    let release: () => void = () => {};
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const next = queue.run(async () => 'next');
    expect(queue.size).toBe(2);
    await tick();
    release();
    await blocker;
    await next;
    expect(queue.size).toBe(0);
  });
});
