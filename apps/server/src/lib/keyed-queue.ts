/**
 * Runs tasks with the same key one after another within this process, tasks with other keys at
 * once. The payments webhook queues each payment's events here, so a burst of events for one
 * payment waits in memory for its turn instead of holding database connections while they wait
 * for the payment's row lock (which would drain the pool for every other request).
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
