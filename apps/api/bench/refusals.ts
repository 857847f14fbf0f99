/**
 * Why the quotes of a run were not accepted, counted by cause: the refusal's reason code, the
 * envelope's error message, or the transport's error code. A run that falls short of "every
 * quote accepted" then says whether a product rule, the api or the connection refused it.
 */
export type NotAccepted = Map<string, number>;

type Answer = { result?: { accepted?: boolean; reason?: string }; error?: { message?: string } | null };

/**
 * The answer in `body`. An accepted quote is known from the envelope's first bytes (the api
 * writes `result` first and `accepted` first in it) without parsing the rest: a supplier's
 * answer in the hot project carries a 200-line standing, and parsing each one cost the load
 * generator, which shares the machine with the api it measures, a fifth of a core. Anything
 * else is parsed, so a refusal is counted by its reason, and a changed envelope is counted
 * as not accepted (the run then fails) rather than passed unread.
 */
export function answerOf(body: Buffer): Answer {
  if (body.subarray(0, ACCEPTED_PREFIX.length).equals(ACCEPTED_PREFIX)) return ACCEPTED;
  return JSON.parse(body.toString('utf8')) as Answer;
}
const ACCEPTED_PREFIX = Buffer.from('{"result":{"accepted":true,');
const ACCEPTED: Answer = { result: { accepted: true } };

/** Whether `answer` accepted the quote; when not, counts its cause in `tally`. */
export function acceptedOrCounted(answer: Answer, tally: NotAccepted): boolean {
  if (answer.result?.accepted === true) return true;
  count(tally, answer.result?.reason ?? `error: ${answer.error?.message ?? 'no envelope'}`);
  return false;
}

/** Counts a call that got no answer at all (the connection failed, the body was not JSON). */
export function countFailure(error: unknown, tally: NotAccepted): false {
  const code = (error as { code?: string }).code;
  count(tally, `transport: ${code ?? (error as Error).message}`);
  return false;
}

function count(tally: NotAccepted, cause: string) {
  tally.set(cause, (tally.get(cause) ?? 0) + 1);
}

/** One line under a run's figures, or nothing when every quote was accepted. */
export const notAcceptedNote = (tally: NotAccepted): string =>
  tally.size === 0 ? '' : `\n           not accepted: ${[...tally].map(([cause, n]) => `${cause} ×${n}`).join(', ')}`;
