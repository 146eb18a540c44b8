/**
 * Runs tasks one at a time, in the order they were queued (spec §4: cart requests are
 * serialized). A failed task rejects its own promise only; the next task still runs.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks queued or running. */
  readonly size: number;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      size += 1;
      const result = tail.then(task).finally(() => {
        size -= 1;
      });
      // The chain continues whatever this task's outcome.
      tail = result.catch(() => undefined);
      return result;
    },
    get size() {
      return size;
    },
  };
}
