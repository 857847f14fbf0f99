import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './lang.ts';
import { isProjectKind } from './project-kinds.ts';
import {
  projectKindOf,
  DISCLOSURE_MODES,
  DISCLOSURE_MODE_CODES,
  PRICE_SCORE_FORMULAS,
  PRICE_SCORE_FORMULA_KEYS,
  WINBID_RULES,
  WINBID_RULE_CODES,
  isDisclosureMode,
  isOpenAuction,
  isPriceScoreFormula,
  isScoring,
  isSealed,
  isWinbidRule,
} from './winbid-rules.ts';

describe('winbidRule dictionary (rules.md "Project kinds and winning methods")', () => {
  it('has the ten methods 0-9', () => {
    expect(WINBID_RULE_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('labels every rule, mode and formula in every language', () => {
    const all = [
      ...Object.values(WINBID_RULES).flatMap((r) => [r.labels, r.description]),
      ...Object.values(DISCLOSURE_MODES).map((m) => m.labels),
      ...Object.values(PRICE_SCORE_FORMULAS).map((f) => f.labels),
    ];
    for (const labels of all) for (const lang of LANGUAGES) expect(labels[lang]).toMatch(/\S/);
  });

  it('maps each method to its project kind and menu (docs/rules.md table)', () => {
    const table = WINBID_RULE_CODES.map((code) => [code, WINBID_RULES[code].projectType, WINBID_RULES[code].menuType]);
    expect(table).toEqual([
      [0, null, 'C'],
      [1, 1, 'A'],
      [2, 1, 'A'],
      [3, 1, 'A'],
      [4, 1, 'A'],
      [5, 2, 'B'],
      [6, 1, 'A'],
      [7, 4, 'B'],
      [8, 1, 'A'],
      [9, 5, 'B'],
    ]);
    for (const code of WINBID_RULE_CODES) {
      const kind = WINBID_RULES[code].projectType;
      if (kind !== null) expect(isProjectKind(kind)).toBe(true);
    }
  });

  it('knows which methods are sealed, scoring and open', () => {
    expect(WINBID_RULE_CODES.filter(isSealed)).toEqual([0, 3, 4, 5, 6, 7, 9]);
    expect(WINBID_RULE_CODES.filter(isOpenAuction)).toEqual([1, 2, 8]);
    expect(WINBID_RULE_CODES.filter(isScoring)).toEqual([5, 7, 9]);
    expect(WINBID_RULES[1].quoting).toBe('descending');
    expect(WINBID_RULES[2].quoting).toBe('ascending');
    expect(WINBID_RULES[8].quoting).toBe('ascending-rate');
  });

  it('guards its codes', () => {
    expect(isWinbidRule(0)).toBe(true);
    expect(isWinbidRule(10)).toBe(false);
    expect(isWinbidRule('1')).toBe(false);
    expect(isWinbidRule(1.5)).toBe(false);
    expect(DISCLOSURE_MODE_CODES).toEqual([1, 2, 3]);
    expect(isDisclosureMode(0)).toBe(false);
    expect(PRICE_SCORE_FORMULA_KEYS).toHaveLength(5);
    expect(isPriceScoreFormula('difference')).toBe(true);
    expect(isPriceScoreFormula('toString')).toBe(false);
  });

  it('gives a project the kind its rule fixes, research its own, and "other" the kind asked for', () => {
    expect(projectKindOf(0, 5)).toBe(2);
    expect(projectKindOf(0, 7)).toBe(4);
    expect(projectKindOf(0, 9)).toBe(5);
    expect(projectKindOf(0, 1, 2)).toBe(1);
    expect(projectKindOf(1, 0)).toBe(3);
    expect(projectKindOf(0, 0, 4)).toBe(4);
    expect(projectKindOf(0, 0)).toBe(1);
  });
});
