import { inflateRawSync } from 'node:zlib';
import { Decoder, Encoder, PacketType } from 'socket.io-parser';

/**
 * The bench's clients read only the seqs of what they count. socket.io-client would JSON-parse
 * every packet whole (3 KB of standing per quote with 50 bidders), and two client processes
 * parsing for 2,050 sockets fall seconds behind on this machine's two cores, which the server
 * then measures: its writes pile up behind clients that do not read. So the clients' parser
 * hands the counted events' bodies over as text, and the seqs are read from it.
 */
const COUNTED = ['quote:accepted', 'hall:frame'] as const;

/** The Socket.IO parser of socket.io-client, but a counted event's body stays text. */
class LeanDecoder extends Decoder {
  override add(chunk: unknown): void {
    // A server push in the main namespace, no acknowledgement: `2["event",{...}]`.
    if (typeof chunk === 'string' && chunk.startsWith('2["'))
      for (const event of COUNTED) {
        const head = `2["${event}",`;
        if (chunk.startsWith(head) && chunk.endsWith(']')) {
          this.emitReserved('decoded', {
            type: PacketType.EVENT,
            nsp: '/',
            data: [event, chunk.slice(head.length, -1)],
          });
          return;
        }
      }
    super.add(chunk);
  }
}

export const leanParser = { Encoder, Decoder: LeanDecoder };

// Every stream message starts so (contracts' `streamed` fields come first); nothing nested does.
const MESSAGE_SEQ = /^\{"v":\d+,"projectId":\d+,"seq":(\d+)[,}]/;
// A bidder's packed frame has its own standings after the text; they hold no item.
const PACKED = /^\{"v":\d+,"projectId":\d+,"packed":"([A-Za-z0-9+/=]*)"[,}]/;
const ITEM = Buffer.from('{"event":"quote:accepted","message":{"v":');
const SEQ = Buffer.from(',"seq":');
const [COMMA, BRACE, ZERO, NINE] = [0x2c, 0x7d, 0x30, 0x39];

/** The seq of a quote:accepted body; NaN when it is not shaped so (counted as not delivered). */
export function seqOfMessage(body: string): number {
  const match = MESSAGE_SEQ.exec(body);
  return match ? Number(match[1]) : Number.NaN;
}

/** The number written at `at` and ended by `,` or `}`; NaN otherwise. */
function numberAt(bytes: Buffer, at: number): number {
  let value = 0;
  let i = at;
  for (; i < bytes.length && bytes[i]! >= ZERO && bytes[i]! <= NINE; i++) value = value * 10 + bytes[i]! - ZERO;
  return i > at && (bytes[i] === COMMA || bytes[i] === BRACE) ? value : Number.NaN;
}

/**
 * The seqs of the quote:accepted items of a hall:frame body, packed or not, read from the
 * bytes (inflated, not decoded). Each is the seq field that follows the item's `v` and
 * `projectId`, so a match is always a real item; an item missed would show as a delivery
 * missing, never as one too many.
 */
export function quoteSeqsOfFrame(body: string): number[] {
  const packed = PACKED.exec(body);
  if (!packed) return seqsOfItems(Buffer.from(body));
  // A packed text reaches every socket of its view, a thousand in a client process: inflated once.
  const text = packed[1]!;
  let seqs = recentlyInflated.get(text);
  if (!seqs) {
    seqs = seqsOfItems(inflateRawSync(Buffer.from(text, 'base64')));
    recentlyInflated.set(text, seqs);
    if (recentlyInflated.size > RECENT_TEXTS) recentlyInflated.delete(recentlyInflated.keys().next().value!);
  }
  return seqs;
}

/** Packed texts whose seqs were read lately (a storm's frames of the last second or so), oldest first. */
const recentlyInflated = new Map<string, number[]>();
const RECENT_TEXTS = 256;

function seqsOfItems(items: Buffer): number[] {
  const seqs: number[] = [];
  for (let at = items.indexOf(ITEM); at >= 0; at = items.indexOf(ITEM, at + ITEM.length)) {
    const seqAt = items.indexOf(SEQ, at + ITEM.length);
    // `,"seq":` right after the message's v and projectId (two numbers, a comma between).
    const head = items.subarray(at + ITEM.length, seqAt);
    if (seqAt < 0 || !/^\d+,"projectId":\d+$/.test(head.toString('latin1'))) seqs.push(Number.NaN);
    else seqs.push(numberAt(items, seqAt + SEQ.length));
  }
  return seqs;
}
