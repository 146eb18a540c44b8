import { describe, expect, it } from 'vitest';
import { KeyedQueue, MAX_QUEUED_PER_KEY } from './keyedQueue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedQueue', () => {
  it('runs tasks of one key one at a time, in order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queue.run('s', async () => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          await tick();
          log.push(String(i));
          running -= 1;
        }),
      ),
    );
    expect(maxRunning).toBe(1);
    expect(log).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    expect(queue.size).toBe(0);
  });

  it('runs different keys concurrently', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let maxRunning = 0;
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        queue.run(key, async () => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(maxRunning).toBe(3);
  });

  it('keeps going after a task fails', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('s', async () => {
      throw new Error('boom');
    });
    const next = queue.run('s', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });

  it('refuses work beyond the queue limit with 429', async () => {
    const queue = new KeyedQueue();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waiting = Array.from({ length: MAX_QUEUED_PER_KEY }, () => queue.run('s', () => gate));
    await expect(queue.run('s', async () => 1)).rejects.toMatchObject({ statusCode: 429 });
    release();
    await Promise.all(waiting);
    await expect(queue.run('s', async () => 1)).resolves.toBe(1);
  });
});
