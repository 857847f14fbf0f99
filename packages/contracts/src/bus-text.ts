/**
 * The text of a bus message, written field by field in one fixed order with the payload last.
 *
 * Why not JSON.stringify: a quote.accepted carries its project's whole ranking (200 lines in a
 * large auction), and serialising it for every quote was a quarter of the api's time on a hot
 * project (docs/perf.md). The ranking after a quote keeps every entry whose place did not change
 * as the same object (domain's rankingAfterQuote), so each entry's text is written once and kept
 * beside the object; ranking entries are never changed in place, a new rank is a new object.
 *
 * The fixed order also lets a subscriber read a message's type without parsing it
 * (`busMessageType`): the envelope's type comes before the payload, so the first `"type":"` in
 * the text is the envelope's (a string value cannot hold an unescaped quote).
 */
import { keptJsonText } from './kept-json.ts';

type Envelope = {
  v: number;
  id: string;
  tenantId: number;
  createdAt: number;
  lagMs?: number;
  projectId: number | null;
  seq: number | null;
  type: string;
  payload: object;
};

/** Below this many lines a ranking is written whole: looking its entries up costs more than it saves. */
const KEPT_ENTRIES_FROM = 32;

function payloadText(payload: object): string {
  const ranking = (payload as { ranking?: unknown }).ranking;
  if (!Array.isArray(ranking) || ranking.length < KEPT_ENTRIES_FROM) return JSON.stringify(payload);
  const { ranking: _, ...rest } = payload as { ranking: object[] };
  const entries = `"ranking":[${ranking.map(keptJsonText).join(',')}]`;
  const others = JSON.stringify(rest);
  return others === '{}' ? `{${entries}}` : `${others.slice(0, -1)},${entries}}`;
}

export function busMessageText(message: Envelope): string {
  const lag = message.lagMs === undefined ? '' : `,"lagMs":${JSON.stringify(message.lagMs)}`;
  return (
    `{"v":${JSON.stringify(message.v)},"id":${JSON.stringify(message.id)},"tenantId":${JSON.stringify(message.tenantId)}` +
    `,"createdAt":${JSON.stringify(message.createdAt)}${lag},"projectId":${JSON.stringify(message.projectId)}` +
    `,"seq":${JSON.stringify(message.seq)},"type":${JSON.stringify(message.type)},"payload":${payloadText(message.payload)}}`
  );
}

const TYPE_KEY = '"type":"';

/** The type of a message this module wrote, read from its envelope without parsing the text; null if none is found. */
export function busMessageType(text: string): string | null {
  const start = text.indexOf(TYPE_KEY);
  if (start < 0) return null;
  const end = text.indexOf('"', start + TYPE_KEY.length);
  return end < 0 ? null : text.slice(start + TYPE_KEY.length, end);
}
