type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };

/**
 * Runs the items of one key a batch at a time, in arrival order: the items that arrive while
 * a batch runs make up the next one (at most `maxBatch`). A lone item runs at once, so a
 * quiet key pays nothing for this; a busy one pays one round of database work per batch, not
 * per item (the quotes of a project, the session lookups of concurrent calls).
 * `run` answers each item of a batch in order; if it throws, every item of the batch fails.
 */
export function createBatchQueue<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch: number) {
  const queues = new Map<string, Array<Waiting<I, O>>>();

  async function drain(key: string, queue: Array<Waiting<I, O>>): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outs = await run(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(outs[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(key);
  }

  return (key: string, item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      let queue = queues.get(key);
      const idle = !queue;
      if (!queue) queues.set(key, (queue = []));
      queue.push({ item, resolve, reject });
      if (idle) void drain(key, queue);
    });
}
