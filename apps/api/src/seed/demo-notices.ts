import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@bidhall/domain/announcement-types';

/** What a demo project's notice says about it, as far as its kind of notice tells. */
export type NoticeFacts = {
  name: string;
  budget: string | null;
  winner: { companyName: string; amount: string } | null;
};

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (value: string) => `${yuan.format(Number(value))} 元`;
const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/**
 * The body of a demo notice, written as an agency would: the bidding notice invites and says
 * how, the result notice names the winner and the amount, the others say why. A newcomer who
 * opens a notice reads a notice, not its title again. The window's times stand in the notice
 * page's own header, in the reader's time zone, so the text does not repeat them.
 */
export function demoNoticeBody(type: AnnouncementType, p: NoticeFacts): string {
  switch (ANNOUNCEMENT_TYPES[type].key) {
    case 'bidding':
      return paragraphs(
        `${p.name}已具备采购条件，现邀请符合资格的供应商报名参加。`,
        p.budget ? `预算金额：${amount(p.budget)}。报价超过预算金额的，不予接受。` : '',
        '报名截止时间及报价时间见本公告上方。报名须经代理机构审核通过后方可进入报价大厅报价；报价以平台服务器时间为准。',
      );
    case 'marketResearch':
      return paragraphs(
        `为了解${p.name.replace(/市场调研$/, '')}的市场行情，现邀请相关供应商填写调研问卷。`,
        '调研结果仅作为编制采购预算的参考，不构成采购承诺。',
      );
    case 'result':
      return p.winner
        ? paragraphs(
            `${p.name}的采购活动已结束，经采购人确认，成交结果公告如下：`,
            `成交供应商：${p.winner.companyName}；成交金额：${amount(p.winner.amount)}。`,
            '各参与供应商对结果有异议的，可在公告发布之日起七个工作日内以书面形式向代理机构提出。',
          )
        : paragraphs(`${p.name}的采购活动已结束，结果经采购人确认后公告。`);
    case 'failure':
      return paragraphs(
        `${p.name}报名截止时有效报名供应商不足三家，不满足竞价条件，本项目流标。`,
        '采购人将调整采购需求后重新组织采购，届时另行公告。',
      );
    case 'suspension':
      return paragraphs(`因采购需求调整，${p.name}暂停。恢复时间另行公告，已报名供应商的报名继续有效。`);
    default:
      return paragraphs(`${p.name}${ANNOUNCEMENT_TYPES[type].labels['zh-CN']}。`);
  }
}
