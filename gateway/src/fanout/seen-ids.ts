/**
 * The ids of the last `capacity` bus messages handled: delivery is at least once, so the same
 * outbox row may arrive twice (a relay retry); the second is dropped.
 */
export class SeenIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  /** True when the id was seen before; otherwise remembers it. */
  check(id: string): boolean {
    if (this.ids.has(id)) return true;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
    return false;
  }
}
