/**
 * The delay before a lost socket's next try, as a browser tab's socket.io-client Manager
 * computes it with apps/web's options (reconnectionDelay 1000, reconnectionDelayMax 5000,
 * randomizationFactor 0.5): 1 s ± 50 % for the first try, doubling for each further try up to
 * 5 s, back to the first once a connection is made. A harness that came back sooner or in
 * step would measure a burst no crowd of browsers makes.
 */
export class ReconnectBackoff {
  private attempts = 0;

  constructor(
    private readonly random: () => number = Math.random,
    private readonly minMs = 1_000,
    private readonly maxMs = 5_000,
    private readonly jitter = 0.5,
  ) {}

  /** The next delay (socket.io-client's backo2: one draw for the deviation and its sign). */
  next(): number {
    let ms = this.minMs * 2 ** this.attempts++;
    const rand = this.random();
    const deviation = Math.floor(rand * this.jitter * ms);
    ms = (Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation;
    return Math.min(ms, this.maxMs) | 0;
  }

  reset() {
    this.attempts = 0;
  }
}
