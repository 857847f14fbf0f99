import type { Labels } from './lang.ts';

/**
 * Announcement types (specification section 4). `research` marks the types that belong to
 * market-research projects (mode 1), so a notice list can offer only the ones that fit.
 */
export const ANNOUNCEMENT_TYPES = {
  0: {
    key: 'bidding',
    research: false,
    labels: {
      'zh-CN': '竞价公告',
      'zh-TW': '競價公告',
      'en-US': 'Bidding announcement',
      'pt-BR': 'Aviso de licitação',
    },
  },
  1: {
    key: 'marketResearch',
    research: true,
    labels: {
      'zh-CN': '市场调研公告',
      'zh-TW': '市場調研公告',
      'en-US': 'Market research announcement',
      'pt-BR': 'Aviso de pesquisa de mercado',
    },
  },
  2: {
    key: 'correction',
    research: false,
    labels: {
      'zh-CN': '更正公告',
      'zh-TW': '更正公告',
      'en-US': 'Correction announcement',
      'pt-BR': 'Aviso de retificação',
    },
  },
  3: {
    key: 'supplementary',
    research: false,
    labels: {
      'zh-CN': '补充公告',
      'zh-TW': '補充公告',
      'en-US': 'Supplementary announcement',
      'pt-BR': 'Aviso complementar',
    },
  },
  4: {
    key: 'suspension',
    research: false,
    labels: {
      'zh-CN': '暂停公告',
      'zh-TW': '暫停公告',
      'en-US': 'Suspension announcement',
      'pt-BR': 'Aviso de suspensão',
    },
  },
  5: {
    key: 'result',
    research: false,
    labels: { 'zh-CN': '结果公告', 'zh-TW': '結果公告', 'en-US': 'Result announcement', 'pt-BR': 'Aviso de resultado' },
  },
  6: {
    key: 'failure',
    research: false,
    labels: {
      'zh-CN': '流标公告',
      'zh-TW': '流標公告',
      'en-US': 'Failure announcement',
      'pt-BR': 'Aviso de licitação fracassada',
    },
  },
  7: {
    key: 'researchResult',
    research: true,
    labels: {
      'zh-CN': '调研结果公告',
      'zh-TW': '調研結果公告',
      'en-US': 'Research result announcement',
      'pt-BR': 'Aviso de resultado da pesquisa',
    },
  },
  8: {
    key: 'researchCorrection',
    research: true,
    labels: {
      'zh-CN': '调研更正公告',
      'zh-TW': '調研更正公告',
      'en-US': 'Research correction announcement',
      'pt-BR': 'Aviso de retificação da pesquisa',
    },
  },
  9: {
    key: 'researchTermination',
    research: true,
    labels: {
      'zh-CN': '调研终止公告',
      'zh-TW': '調研終止公告',
      'en-US': 'Research termination announcement',
      'pt-BR': 'Aviso de encerramento da pesquisa',
    },
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
