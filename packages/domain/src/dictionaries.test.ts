import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TYPES } from './announcement-types.ts';
import { AUDIT_STATUSES, AUDIT_TEMPLATES } from './audit-templates.ts';
import { LANGUAGES } from './lang.ts';
import type { Labels } from './lang.ts';
import { STAGE_NOT_REACHED } from './menu-gating.ts';
import { PROJECT_STATES } from './project-states.ts';
import { TIME_RULE_MESSAGES } from './project-times.ts';
import { REQUIREMENT_STATES } from './requirement-states.ts';
import { NOT_CREATED } from './state-move.ts';
import { REVIEW_STATES } from './user-review.ts';

/** Every entry of a dictionary carries a non-blank text in each of the four languages. */
function expectFullLabels(name: string, entries: Readonly<Record<string, Labels>>): void {
  expect(Object.keys(entries).length, `${name} is empty`).toBeGreaterThan(0);
  for (const [code, labels] of Object.entries(entries)) {
    for (const lang of LANGUAGES) {
      expect(labels[lang]?.trim(), `${name}[${code}] lacks ${lang}`).toBeTruthy();
    }
  }
}

const labelsOf = (dict: Readonly<Record<string, { labels: Labels }>>) =>
  Object.fromEntries(Object.entries(dict).map(([code, entry]) => [code, entry.labels]));

describe('every dictionary speaks all four languages', () => {
  const dictionaries: Record<string, Readonly<Record<string, Labels>>> = {
    PROJECT_STATES: labelsOf(PROJECT_STATES),
    REQUIREMENT_STATES: labelsOf(REQUIREMENT_STATES),
    ANNOUNCEMENT_TYPES: labelsOf(ANNOUNCEMENT_TYPES),
    AUDIT_STATUSES: labelsOf(AUDIT_STATUSES),
    AUDIT_TEMPLATES: labelsOf(AUDIT_TEMPLATES),
    REVIEW_STATES: labelsOf(REVIEW_STATES),
    TIME_RULE_MESSAGES,
    single: { STAGE_NOT_REACHED, NOT_CREATED },
  };
  for (const [name, entries] of Object.entries(dictionaries)) {
    it(name, () => expectFullLabels(name, entries));
  }

  it('labels differ between states of one dictionary', () => {
    for (const dict of [PROJECT_STATES, REQUIREMENT_STATES, ANNOUNCEMENT_TYPES, AUDIT_TEMPLATES]) {
      for (const lang of LANGUAGES) {
        const texts = Object.values(labelsOf(dict)).map((l) => l[lang]);
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });
});
