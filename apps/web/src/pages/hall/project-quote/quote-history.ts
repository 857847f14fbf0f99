import type { HallEventsSinceResult, HallStreamItem } from '@bidhall/contracts/hall';

/** Another bidder's quote as a supplier is shown it: no time (the policy withholds when others quoted). */
export interface OtherQuote {
  seq: number;
  amount: string;
  companyName?: string;
}

/** The others' quotes among the events the api let this supplier see (modes 2-3 carry them). */
export function othersIn(events: readonly HallStreamItem[]): OtherQuote[] {
  const out: OtherQuote[] = [];
  for (const item of events) {
    if (item.event !== 'quote:accepted' || item.message.view.kind !== 'supplier') continue;
    const { own, quote } = item.message.view;
    if (own || !quote) continue;
    out.push({
      seq: item.message.seq,
      amount: quote.amount,
      ...(quote.companyName ? { companyName: quote.companyName } : {}),
    });
  }
  return out;
}

const PAGES = 20;

/**
 * The others' quotes after `sinceSeq`, read through ProjectEvent/GetSince: the api cuts every
 * event to what this supplier's disclosure mode allows, so nothing is filtered here.
 * Answers them and the seq the next read starts from.
 */
export async function readOthers(
  fetchSince: (projectId: number, sinceSeq: number) => Promise<HallEventsSinceResult>,
  projectId: number,
  sinceSeq: number,
) {
  const found: OtherQuote[] = [];
  let since = sinceSeq;
  for (let page = 0; page < PAGES; page++) {
    const answer = await fetchSince(projectId, since);
    found.push(...othersIn(answer.events));
    const advanced = answer.headSeq > since;
    since = Math.max(since, answer.headSeq);
    if (!answer.more || !advanced) break;
  }
  return { others: found, headSeq: since };
}
