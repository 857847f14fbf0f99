import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_STATE_CODES,
  agreementMoveError,
  canCreateAgreement,
  canMoveAgreement,
  isAgreementEditable,
} from './agreement-states.ts';
import { ROLE_NAMES, ROLES } from './roles.ts';

const { agency: A, purchaser: P, supplier: S } = ROLES;
const ALLOWED = new Set([`0>1:${P}`, `1>2:${S}`, `2>3:${A}`, `2>3:${P}`]);

describe('agreement states (rules.md "Lifecycle")', () => {
  it('allows exactly the legal moves, for exactly their actors', () => {
    for (const from of AGREEMENT_STATE_CODES) {
      for (const to of AGREEMENT_STATE_CODES) {
        for (const role of ROLE_NAMES) {
          expect(canMoveAgreement(from, to, role).ok, `${from}>${to}:${role}`).toBe(
            ALLOWED.has(`${from}>${to}:${role}`),
          );
        }
      }
    }
  });

  it('names the current state when refusing', () => {
    expect(agreementMoveError(0, 2, S, 'zh-CN')).toContain('草稿');
    expect(agreementMoveError(1, 2, P, 'en-US')).toContain('Signed by the purchaser');
    expect(agreementMoveError(0, 1, P, 'en-US')).toBeNull();
  });

  it('is editable only as a draft, by the organisers', () => {
    expect(isAgreementEditable(0, A)).toBe(true);
    expect(isAgreementEditable(0, P)).toBe(true);
    expect(isAgreementEditable(0, S)).toBe(false);
    expect(isAgreementEditable(1, P)).toBe(false);
  });

  it('is created only for a closed project', () => {
    expect(canCreateAgreement(7, A)).toBe(true);
    expect(canCreateAgreement(7, P)).toBe(true);
    expect(canCreateAgreement(6, A)).toBe(false);
    expect(canCreateAgreement(7, S)).toBe(false);
  });
});
