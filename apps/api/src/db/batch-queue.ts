type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };
type KeyState<I, O> = { waiting: Array<Waiting<I, O>>; running: number };

/**
 * Runs the items of one key in batches, in arrival order: an item starts a batch of its own
 * at once while fewer than `concurrent` batches of its key run (so a quiet key pays nothing
 * for this), otherwise it waits, and the items waiting when a batch ends make up the next one
 * (at most `maxBatch`). A busy key thus pays one round of database work per batch, not per
 * item (the quotes of a project, the session lookups of concurrent calls). With `concurrent`
 * 1 a key's batches run one after the other, each seeing what the one before it did.
 * `run` answers each item of a batch in order; if it throws, every item of the batch fails.
 */
export function createBatchQueue<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch: number, concurrent = 1) {
  // A key is held while its items wait or run.
  const keys = new Map<string, KeyState<I, O>>();

  async function runBatch(key: string, state: KeyState<I, O>): Promise<void> {
    const batch = state.waiting.splice(0, maxBatch);
    state.running += 1;
    try {
      const outs = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(outs[i]!));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
    state.running -= 1;
    if (state.waiting.length > 0) void runBatch(key, state);
    else if (state.running === 0) keys.delete(key);
  }

  return (key: string, item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      let state = keys.get(key);
      if (!state) keys.set(key, (state = { waiting: [], running: 0 }));
      state.waiting.push({ item, resolve, reject });
      if (state.running < concurrent) void runBatch(key, state);
    });
}
