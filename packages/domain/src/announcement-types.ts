import type { Labels } from './lang.ts';
import { labelTree } from './texts.ts';
import announcementTypesTexts from './locales/announcementTypes.ts';

const TEXT = /* @__PURE__ */ labelTree(announcementTypesTexts);

/**
 * Announcement types (specification section 4). `research` marks the types that belong to
 * market-research projects (mode 1), so a notice list can offer only the ones that fit.
 */
export const ANNOUNCEMENT_TYPES = {
  0: {
    key: 'bidding',
    research: false,
    labels: TEXT.bidding,
  },
  1: {
    key: 'marketResearch',
    research: true,
    labels: TEXT.marketResearch,
  },
  2: {
    key: 'correction',
    research: false,
    labels: TEXT.correction,
  },
  3: {
    key: 'supplementary',
    research: false,
    labels: TEXT.supplementary,
  },
  4: {
    key: 'suspension',
    research: false,
    labels: TEXT.suspension,
  },
  5: {
    key: 'result',
    research: false,
    labels: TEXT.result,
  },
  6: {
    key: 'failure',
    research: false,
    labels: TEXT.failure,
  },
  7: {
    key: 'researchResult',
    research: true,
    labels: TEXT.researchResult,
  },
  8: {
    key: 'researchCorrection',
    research: true,
    labels: TEXT.researchCorrection,
  },
  9: {
    key: 'researchTermination',
    research: true,
    labels: TEXT.researchTermination,
  },
} as const satisfies Record<number, { key: string; research: boolean; labels: Labels }>;

export type AnnouncementType = keyof typeof ANNOUNCEMENT_TYPES;
export type AnnouncementTypeKey = (typeof ANNOUNCEMENT_TYPES)[AnnouncementType]['key'];
export const ANNOUNCEMENT_TYPE_CODES = Object.keys(ANNOUNCEMENT_TYPES).map(Number) as AnnouncementType[];

export function isAnnouncementType(value: unknown): value is AnnouncementType {
  return typeof value === 'number' && Number.isInteger(value) && value in ANNOUNCEMENT_TYPES;
}

/** The types a project of the given mode (0 normal, 1 research) can publish. */
export function announcementTypesForMode(mode: 0 | 1): AnnouncementType[] {
  return ANNOUNCEMENT_TYPE_CODES.filter((code) => ANNOUNCEMENT_TYPES[code].research === (mode === 1));
}
