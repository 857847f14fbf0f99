import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_TYPE_CODES,
  announcementTypesForMode,
  isAnnouncementType,
} from './announcement-types.ts';

describe('announcement types', () => {
  it('follows the specification order', () => {
    expect(ANNOUNCEMENT_TYPE_CODES.map((c) => ANNOUNCEMENT_TYPES[c].key)).toEqual([
      'bidding',
      'marketResearch',
      'correction',
      'supplementary',
      'suspension',
      'result',
      'failure',
      'researchResult',
      'researchCorrection',
      'researchTermination',
    ]);
  });

  it('splits the types between normal and research projects', () => {
    expect(announcementTypesForMode(0)).toEqual([0, 2, 3, 4, 5, 6]);
    expect(announcementTypesForMode(1)).toEqual([1, 7, 8, 9]);
  });

  it('recognises only codes 0 to 9', () => {
    expect(isAnnouncementType(9)).toBe(true);
    for (const bad of [10, -1, '0', 0.5]) expect(isAnnouncementType(bad)).toBe(false);
  });
});
