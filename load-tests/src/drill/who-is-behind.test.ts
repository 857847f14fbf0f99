import { describe, expect, it } from 'vitest';
import type { HallClient } from '../harness/hall-client.ts';
import { whoIsBehind } from './faults.ts';

const client = (lastSeq: number, keepsView = true, connected = true) =>
  ({ lastSeq, keepsView, connected }) as unknown as HallClient;

describe('who is behind after a fault', () => {
  it('names each kind of client still behind and the lowest seq it holds', () => {
    const storm = {
      suppliers: [client(10), client(7), client(12)],
      watchers: [client(12), client(9), client(5, false), client(3, false, false)],
    };
    expect(whoIsBehind(storm, 12)).toBe(
      '2 suppliers from seq 7, 1 watchers with a view from seq 9, 1 seq-only watchers from seq 5',
    );
  });

  it('is empty when every connected client holds the target', () => {
    expect(whoIsBehind({ suppliers: [client(12)], watchers: [client(13, false), client(1, false, false)] }, 12)).toBe(
      '',
    );
  });
});
