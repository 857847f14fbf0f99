/**
 * The text of a bus message, written field by field in one fixed order with the payload last,
 * so that a subscriber can read a message's type without parsing it (`busMessageType`): the
 * envelope's type comes before the payload, so the first `"type":"` in the text is the
 * envelope's (a string value cannot hold an unescaped quote).
 */

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

export function busMessageText(message: Envelope): string {
  const lag = message.lagMs === undefined ? '' : `,"lagMs":${JSON.stringify(message.lagMs)}`;
  return (
    `{"v":${JSON.stringify(message.v)},"id":${JSON.stringify(message.id)},"tenantId":${JSON.stringify(message.tenantId)}` +
    `,"createdAt":${JSON.stringify(message.createdAt)}${lag},"projectId":${JSON.stringify(message.projectId)}` +
    `,"seq":${JSON.stringify(message.seq)},"type":${JSON.stringify(message.type)},"payload":${JSON.stringify(message.payload)}}`
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
