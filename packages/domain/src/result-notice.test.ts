import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './lang.ts';
import { failureNoticeDraft, noticeTime, resultNoticeDraft } from './result-notice.ts';

const project = {
  name: '办公桌椅采购',
  projectNum: 'P-2026-0001',
  purchaserName: '市第一中学',
  agencyName: '某代理公司',
  windowFrom: new Date('2026-11-25T02:00:00Z'),
  windowTo: new Date('2026-11-25T02:30:00Z'),
};
const result = {
  ...project,
  winners: [{ companyName: '甲<公司>', amount: '98800' }],
  ranking: [
    { rank: 1, companyName: '甲<公司>', amount: '98800' },
    { rank: 2, companyName: '乙公司', amount: '99000.5' },
  ],
  confirmedAt: new Date('2026-11-26T01:02:03Z'),
  chainHead: 'a'.repeat(64),
  publicHead: 'b'.repeat(64),
};

describe('result notice draft', () => {
  it('names the project, the winner and its amount, the ranking, the dates in UTC+8 and both heads', () => {
    const { title, content } = resultNoticeDraft(result, 'zh-CN');
    expect(title).toBe('办公桌椅采购结果公告');
    expect(content).toContain('P-2026-0001');
    expect(content).toContain('市第一中学');
    expect(content).toContain('甲&lt;公司&gt; | 金额（元） 98,800.00');
    expect(content).toContain('排名 2 | 乙公司 | 金额（元） 99,000.50');
    expect(content).toContain('2026-11-25 10:00:00 ~ 2026-11-25 10:30:00');
    expect(content).toContain('2026-11-26 09:02:03');
    expect(content).toContain('a'.repeat(64));
    expect(content).toContain('b'.repeat(64));
    expect(content).not.toContain('<公司>');
  });

  it('leaves the ranking out when the disclosure publishes the winner alone', () => {
    const { content } = resultNoticeDraft({ ...result, ranking: [] }, 'zh-CN');
    expect(content).not.toContain('报价排名');
    expect(content).toContain('98,800.00');
  });

  it('is written in every language', () => {
    for (const lang of LANGUAGES) {
      const { title, content } = resultNoticeDraft(result, lang);
      expect(title).toContain('办公桌椅采购');
      expect(content).not.toContain('undefined');
    }
    expect(resultNoticeDraft(result, 'en-US').title).toBe('办公桌椅采购 - result notice');
  });
});

describe('failure notice draft', () => {
  it('says the project failed for too few valid bidders, and when', () => {
    const { title, content } = failureNoticeDraft(
      { ...project, failedAt: new Date('2026-11-25T02:30:00Z'), validBidders: 1, minBidders: 2 },
      'zh-CN',
    );
    expect(title).toBe('办公桌椅采购流标公告');
    expect(content).toContain('有效报价供应商 1 家，少于规定的 2 家');
    expect(content).toContain(noticeTime(new Date('2026-11-25T02:30:00Z')));
  });

  it('gives no bidder count when the project failed for another reason', () => {
    const { content } = failureNoticeDraft(
      { ...project, failedAt: new Date(), validBidders: 3, minBidders: 2 },
      'en-US',
    );
    expect(content).toContain('The project has failed.');
  });
});
