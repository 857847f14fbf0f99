import { describe, expect, it } from 'vitest';
import {
  AUDIT_STATUS_CODES,
  AUDIT_TEMPLATES,
  AUDIT_TEMPLATE_CODES,
  settledStatuses,
  auditComment,
  isAuditStatus,
  isAuditTemplate,
  isReasonMissing,
} from './audit-templates.ts';
import { ROLES } from './roles.ts';

const { purchaser: P, agency: A, supplier: S } = ROLES;

describe('audit templates (rules.md "Lifecycle")', () => {
  it('has the statuses 0 pending, 1 passed, 2 rejected', () => {
    expect(AUDIT_STATUS_CODES).toEqual([0, 1, 2]);
    expect(isAuditStatus(2)).toBe(true);
    expect(isAuditStatus(3)).toBe(false);
  });

  it('matches the specification: who acts and with which status', () => {
    const expected = [
      [1, P, 0],
      [2, A, 0],
      [3, A, 0],
      [4, P, 2],
      [5, P, 1],
      [6, A, 0],
      [7, A, 0],
      [8, P, 1],
      [9, P, 2],
      [10, A, 0],
      [11, A, 2],
      [12, S, 0],
      [13, A, 1],
      [14, A, 2],
    ];
    expect(AUDIT_TEMPLATE_CODES.map((c) => [c, AUDIT_TEMPLATES[c].actor, AUDIT_TEMPLATES[c].status])).toEqual(expected);
  });

  it('requires a reason for templates 4, 9 and 14 only', () => {
    expect(AUDIT_TEMPLATE_CODES.filter((c) => AUDIT_TEMPLATES[c].reasonRequired)).toEqual([4, 9, 14]);
  });

  it('finds a missing reason, blanks included', () => {
    expect(isReasonMissing(4, undefined)).toBe(true);
    expect(isReasonMissing(4, '   ')).toBe(true);
    expect(isReasonMissing(4, '价格偏高')).toBe(false);
    expect(isReasonMissing(5, undefined)).toBe(false);
  });

  it('writes the comment as the label followed by the reason', () => {
    expect(auditComment(5, 'zh-CN')).toBe('审核通过');
    expect(auditComment(4, 'zh-CN', ' 预算不符 ')).toBe('审核退回：预算不符');
    expect(auditComment(14, 'en-US', 'missing licence')).toBe('Sign-up returned: missing licence');
  });

  it('recognises only templates 1 to 14', () => {
    expect(isAuditTemplate(1)).toBe(true);
    expect(isAuditTemplate(14)).toBe(true);
    for (const bad of [0, 15, '3']) expect(isAuditTemplate(bad)).toBe(false);
  });

  it('shows a request as what became of it: each sign-up by its own next decision, a resubmission pending until decided', () => {
    const entry = (typeValue: number, eApplyId: number | null = null) => ({
      typeValue,
      eApplyId,
      status: AUDIT_TEMPLATES[typeValue as keyof typeof AUDIT_TEMPLATES].status,
    });
    // Newest first: firm 9 returned, resubmitted and passed; firm 7 submitted and still waiting.
    const history = [entry(13, 9), entry(12, 7), entry(12, 9), entry(14, 9), entry(12, 9), entry(5), entry(3)];
    expect(settledStatuses(history)).toEqual([1, 0, 1, 2, 2, 1, 1]);
    expect(settledStatuses([entry(12, 9), entry(14, 9), entry(12, 9)])).toEqual([0, 2, 2]);
  });
});
