import { z } from 'zod';
import { Id } from './primitives.ts';
import { ProtocolVersion } from './protocol.ts';
import { HALL_FRAME_MAX, HallFrameMessage } from './server-events.ts';
import { OwnStanding } from './views.ts';
import { frameItems } from './packed-items.ts';

/**
 * The largest packed text a client inflates: a frame of HALL_FRAME_MAX events of a 50-bidder
 * hall deflates to well under a megabyte (a tenth of its JSON or less).
 */
const PACKED_MAX_CHARS = 4_000_000;

/**
 * A frame to many sockets at once, its items packed: the JSON of the item list, raw-deflated
 * and in base64, in one text packet. The gateway packs a frame once and writes it to every
 * socket of the view; a storm's consecutive items repeat nearly all their text (the standing
 * each carries), so the bytes it writes per socket fall about tenfold. Unpacked, it is the
 * frame it stands for, item for item (`readHallFrame`).
 *
 * A bidder's frame is the same packed text with `own` beside it: the bidder's own standing on
 * each item that shows one (its quote's standing, an opening's ranking). A bidder's view of
 * an event is a watching firm's with its own standing set, so one packed text serves the
 * watchers and every bidder of the hall, and each bidder is sent a few numbers of its own.
 */
export const PackedHallFrame = z.strictObject({
  v: ProtocolVersion,
  projectId: Id,
  packed: z.base64().max(PACKED_MAX_CHARS),
  own: z
    .array(
      z.strictObject({
        at: z
          .number()
          .int()
          .min(0)
          .max(HALL_FRAME_MAX - 1),
        standing: OwnStanding,
      }),
    )
    .min(1)
    .max(HALL_FRAME_MAX)
    .optional(),
});
export type PackedHallFrame = z.infer<typeof PackedHallFrame>;

/** What a `hall:frame` packet carries: the items as they are, or packed. */
export const HallFrameWire = z.union([HallFrameMessage, PackedHallFrame]);
export type HallFrameWire = z.infer<typeof HallFrameWire>;

/** Every platform the contracts run on has it (browsers, Node, Deno); the package's lib names none. */
declare const atob: (base64: string) => string;

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A `hall:frame` packet as the frame it stands for, packed or not, checked against the frame's
 * schema item by item; null for anything else (a packet that does not inflate, whose items do
 * not parse, or whose own standings name items that show none).
 */
export function readHallFrame(raw: unknown): HallFrameMessage | null {
  const packed = PackedHallFrame.safeParse(raw);
  let frame: unknown = raw;
  if (packed.success) {
    try {
      const { v, projectId } = packed.data;
      frame = { v, projectId, items: frameItems(packed.data, base64Bytes) };
    } catch {
      return null;
    }
  }
  const parsed = HallFrameMessage.safeParse(frame);
  return parsed.success ? parsed.data : null;
}
