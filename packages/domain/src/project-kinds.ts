import type { Labels } from './lang.ts';
import { labelTree } from './texts.ts';
import projectKindsTexts from './locales/projectKinds.ts';

const TEXT = /* @__PURE__ */ labelTree(projectKindsTexts);

/** Project kinds (specification section 1). `projectType` on a project holds the code. */
export const PROJECT_KINDS = {
  1: {
    key: 'onlineBidding',
    labels: TEXT.onlineBidding,
  },
  2: {
    key: 'comprehensiveScoring',
    labels: TEXT.comprehensiveScoring,
  },
  3: {
    key: 'marketResearch',
    labels: TEXT.marketResearch,
  },
  4: {
    key: 'preliminarySelection',
    labels: TEXT.preliminarySelection,
  },
  5: {
    key: 'comparisonSelection',
    labels: TEXT.comparisonSelection,
  },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type ProjectKind = keyof typeof PROJECT_KINDS;
export const PROJECT_KIND_CODES = Object.keys(PROJECT_KINDS).map(Number) as ProjectKind[];

export function isProjectKind(value: unknown): value is ProjectKind {
  return typeof value === 'number' && value in PROJECT_KINDS;
}
