import { escapeHtml as escape } from './html-text.ts';
import type { Language } from './lang.ts';
import { formatAmount } from './money.ts';
import { REPORT_UTC_OFFSET_HOURS } from './statistics.ts';
import { fillIn, labelTree } from './texts.ts';
import resultNoticeTexts from './locales/resultNotice.ts';

/** The notices' words. */
const W = /* @__PURE__ */ labelTree(resultNoticeTexts);

/**
 * The drafts of the result notice (announcement type 5) and the failure notice (type 6) that
 * the platform writes when a result is confirmed or a project fails, for the agency to review
 * and publish. The facts come from the stored result; who of the bidders the notice names is
 * the audience policy's `publicFacts` (the caller cuts the ranking before it gets here).
 */
export interface NoticeProject {
  name: string;
  projectNum: string;
  purchaserName: string | null;
  agencyName: string | null;
  /** The quote window as run, if the project had one. */
  windowFrom: Date | null;
  windowTo: Date | null;
}

export interface ResultNoticeFacts extends NoticeProject {
  winners: readonly { companyName: string; amount: string }[];
  /** The other bidders the disclosure publishes, best first; empty when it publishes the winner alone. */
  ranking: readonly { rank: number; companyName: string; amount: string }[];
  confirmedAt: Date;
  /** The auction record's head and its public cut's head, for anyone to verify the record. */
  chainHead: string;
  publicHead: string | null;
}

export interface FailureNoticeFacts extends NoticeProject {
  failedAt: Date;
  validBidders: number;
  minBidders: number;
}

export interface NoticeDraft {
  title: string;
  /** Rich text in the subset the notice editor keeps (paragraphs, headings, lists). */
  content: string;
}

/** An instant in the platform's time zone (UTC+8), as the platform writes times: 2026-11-25 18:19:19. */
export function noticeTime(at: Date): string {
  const local = new Date(at.getTime() + REPORT_UTC_OFFSET_HOURS * 3_600_000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

const field = (label: string, value: string) => `<p><strong>${escape(label)}</strong>: ${escape(value)}</p>`;

function head(p: NoticeProject, lang: Language): string[] {
  const lines = [field(W.project[lang], p.name), field(W.projectNum[lang], p.projectNum)];
  if (p.purchaserName) lines.push(field(W.purchaser[lang], p.purchaserName));
  if (p.agencyName) lines.push(field(W.agency[lang], p.agencyName));
  if (p.windowFrom && p.windowTo)
    lines.push(field(W.window[lang], `${noticeTime(p.windowFrom)} ~ ${noticeTime(p.windowTo)}`));
  return lines;
}

/** A list the notice editor keeps as it is (it has no tables): one item per line of cells. */
const list = (rows: readonly (readonly string[])[]) =>
  `<ul>${rows.map((r) => `<li><p>${escape(r.join(' | '))}</p></li>`).join('')}</ul>`;

/** The result notice: the project, the winner(s) and amount, the published ranking, the dates, the record's heads. */
export function resultNoticeDraft(f: ResultNoticeFacts, lang: Language): NoticeDraft {
  const lines = [...head(f, lang), field(W.confirmedAt[lang], noticeTime(f.confirmedAt))];
  lines.push(`<h3>${escape(W.winners[lang])}</h3>`);
  lines.push(list(f.winners.map((w) => [w.companyName, `${W.amount[lang]} ${formatAmount(w.amount)}`])));
  if (f.ranking.length > 0) {
    lines.push(`<h3>${escape(W.ranking[lang])}</h3>`);
    lines.push(
      list(
        f.ranking.map((r) => [
          `${W.rank[lang]} ${r.rank}`,
          r.companyName,
          `${W.amount[lang]} ${formatAmount(r.amount)}`,
        ]),
      ),
    );
  }
  lines.push(`<h3>${escape(W.record[lang])}</h3>`, field(W.chainHead[lang], f.chainHead));
  if (f.publicHead) lines.push(field(W.publicHead[lang], f.publicHead));
  lines.push(`<p>${escape(W.verify[lang])}</p>`);
  return { title: `${f.name}${lang.startsWith('zh') ? '' : ' - '}${W.resultTitle[lang]}`, content: lines.join('') };
}

/** The failure notice: the project, why it failed (too few valid bidders where that is the reason), when. */
export function failureNoticeDraft(f: FailureNoticeFacts, lang: Language): NoticeDraft {
  const why =
    f.validBidders < f.minBidders
      ? fillIn(W.failed[lang], { valid: f.validBidders, min: f.minBidders })
      : W.failedOther[lang];
  const lines = [...head(f, lang), field(W.failedAt[lang], noticeTime(f.failedAt)), `<p>${escape(why)}</p>`];
  return { title: `${f.name}${lang.startsWith('zh') ? '' : ' - '}${W.failureTitle[lang]}`, content: lines.join('') };
}
