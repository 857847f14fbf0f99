/**
 * One quote at a time per project in this process, before a database connection is taken.
 * The project row lock already serialises quotes (across processes too); without this queue,
 * every waiting quote would hold one of the pool's few connections idle on that lock, and the
 * other projects' quotes and the session lookups would queue behind them.
 */
const queues = new WeakMap<object, Map<number, Promise<unknown>>>();

export function inProjectQueue<T>(owner: object, projectId: number, task: () => Promise<T>): Promise<T> {
  let tails = queues.get(owner);
  if (!tails) queues.set(owner, (tails = new Map()));
  const previous = tails.get(projectId) ?? Promise.resolve();
  const run = previous.then(task, task);
  // The tail never rejects, so one failed quote does not fail the ones queued after it.
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(projectId, tail);
  void tail.then(() => {
    if (tails.get(projectId) === tail) tails.delete(projectId);
  });
  return run;
}
