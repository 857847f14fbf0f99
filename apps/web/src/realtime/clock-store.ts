import { create } from 'zustand';
import { estimateOffset, sampleOf, type ClockSample } from './clock';

/** How many samples a round takes, how many are kept, and how often a round runs. */
const CLOCK_ROUND = { samples: 5, gapMs: 150, keep: 15, everyMs: 30_000 } as const;

interface ClockState {
  /** Server clock minus this browser's clock, in ms. */
  offset: number;
  synced: boolean;
  samples: ClockSample[];
  add: (sample: ClockSample) => void;
}

export const useClock = create<ClockState>()((set, get) => ({
  offset: 0,
  synced: false,
  samples: [],
  add: (sample) => {
    const samples = [...get().samples, sample].slice(-CLOCK_ROUND.keep);
    set({ samples, offset: estimateOffset(samples) ?? 0, synced: true });
  },
}));

/** The server's time now, by the synced clock. */
export const serverNow = () => Date.now() + useClock.getState().offset;

/** Answers the server's clock for a `t0`, or null when the ping failed. */
export type Pinger = (t0: number) => Promise<number | null>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One round of pings, one after another so they do not queue behind each other. */
export async function pingRound(ping: Pinger, now: () => number = Date.now) {
  for (let i = 0; i < CLOCK_ROUND.samples; i++) {
    const t0 = now();
    const server = await ping(t0);
    if (server !== null) useClock.getState().add(sampleOf(t0, server, now()));
    if (i < CLOCK_ROUND.samples - 1) await sleep(CLOCK_ROUND.gapMs);
  }
}

/** A round every `everyMs` (the caller runs one on each connect); answers the stop function. */
export function startClockSync(ping: Pinger): () => void {
  const timer = setInterval(() => void pingRound(ping), CLOCK_ROUND.everyMs);
  return () => clearInterval(timer);
}
