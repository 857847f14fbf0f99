import { escapeHtml as escape } from './html-text.ts';
import type { Labels, Language } from './lang.ts';
import { formatAmount } from './money.ts';
import { REPORT_UTC_OFFSET_HOURS } from './statistics.ts';

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

const W = {
  resultTitle: { 'zh-CN': '结果公告', 'zh-TW': '結果公告', 'en-US': 'result notice', 'pt-BR': 'aviso de resultado' },
  failureTitle: { 'zh-CN': '流标公告', 'zh-TW': '流標公告', 'en-US': 'failure notice', 'pt-BR': 'aviso de fracasso' },
  project: { 'zh-CN': '项目名称', 'zh-TW': '項目名稱', 'en-US': 'Project', 'pt-BR': 'Projeto' },
  projectNum: { 'zh-CN': '项目编号', 'zh-TW': '項目編號', 'en-US': 'Project number', 'pt-BR': 'Número do projeto' },
  purchaser: { 'zh-CN': '采购人', 'zh-TW': '採購人', 'en-US': 'Purchaser', 'pt-BR': 'Comprador' },
  agency: { 'zh-CN': '代理机构', 'zh-TW': '代理機構', 'en-US': 'Agency', 'pt-BR': 'Agência' },
  window: { 'zh-CN': '报价时间', 'zh-TW': '報價時間', 'en-US': 'Quote window', 'pt-BR': 'Janela de lances' },
  confirmedAt: {
    'zh-CN': '结果确认时间',
    'zh-TW': '結果確認時間',
    'en-US': 'Result confirmed',
    'pt-BR': 'Resultado confirmado em',
  },
  failedAt: { 'zh-CN': '流标时间', 'zh-TW': '流標時間', 'en-US': 'Failed at', 'pt-BR': 'Fracassado em' },
  winners: {
    'zh-CN': '成交供应商',
    'zh-TW': '成交供應商',
    'en-US': 'Winning supplier',
    'pt-BR': 'Fornecedor vencedor',
  },
  ranking: { 'zh-CN': '报价排名', 'zh-TW': '報價排名', 'en-US': 'Ranking', 'pt-BR': 'Classificação' },
  rank: { 'zh-CN': '排名', 'zh-TW': '排名', 'en-US': 'Rank', 'pt-BR': 'Posição' },
  amount: { 'zh-CN': '金额（元）', 'zh-TW': '金額（元）', 'en-US': 'Amount (yuan)', 'pt-BR': 'Valor (yuan)' },
  record: { 'zh-CN': '竞价记录', 'zh-TW': '競價記錄', 'en-US': 'Auction record', 'pt-BR': 'Registro do leilão' },
  chainHead: { 'zh-CN': '记录链头', 'zh-TW': '記錄鏈頭', 'en-US': 'Record head', 'pt-BR': 'Topo do registro' },
  publicHead: { 'zh-CN': '公开链头', 'zh-TW': '公開鏈頭', 'en-US': 'Public head', 'pt-BR': 'Topo público' },
  verify: {
    'zh-CN': '任何人可在本平台“竞价结果”页面核验竞价记录与上述链头一致。',
    'zh-TW': '任何人可在本平台「競價結果」頁面核驗競價記錄與上述鏈頭一致。',
    'en-US': "Anyone can check on the platform's results page that the auction record matches these heads.",
    'pt-BR':
      'Qualquer pessoa pode verificar na página de resultados da plataforma que o registro confere com estes topos.',
  },
  failed: {
    'zh-CN': '本项目有效报价供应商 {valid} 家，少于规定的 {min} 家，项目流标。',
    'zh-TW': '本項目有效報價供應商 {valid} 家，少於規定的 {min} 家，項目流標。',
    'en-US': 'The project had {valid} valid bidder(s), fewer than the {min} required, and has failed.',
    'pt-BR': 'O projeto teve {valid} licitante(s) válido(s), menos que os {min} exigidos, e fracassou.',
  },
  failedOther: {
    'zh-CN': '本项目流标。',
    'zh-TW': '本項目流標。',
    'en-US': 'The project has failed.',
    'pt-BR': 'O projeto fracassou.',
  },
} as const satisfies Record<string, Labels>;

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
      ? W.failed[lang].replace('{valid}', String(f.validBidders)).replace('{min}', String(f.minBidders))
      : W.failedOther[lang];
  const lines = [...head(f, lang), field(W.failedAt[lang], noticeTime(f.failedAt)), `<p>${escape(why)}</p>`];
  return { title: `${f.name}${lang.startsWith('zh') ? '' : ' - '}${W.failureTitle[lang]}`, content: lines.join('') };
}
