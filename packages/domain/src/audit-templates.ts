import type { Labels, Language } from './lang.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';
import { labelTree } from './texts.ts';
import auditTemplatesTexts from './locales/auditTemplates.ts';

const TEXT = /* @__PURE__ */ labelTree(auditTemplatesTexts);

/** Status of a project audit record (history item): 0 pending, 1 passed, 2 rejected. */
export const AUDIT_STATUSES = {
  0: { key: 'pending', labels: TEXT.auditStatuses.pending },
  1: { key: 'passed', labels: TEXT.auditStatuses.passed },
  2: { key: 'rejected', labels: TEXT.auditStatuses.rejected },
} as const satisfies Record<number, { key: string; labels: Labels }>;

export type AuditStatus = keyof typeof AUDIT_STATUSES;
export const AUDIT_STATUS_CODES = Object.keys(AUDIT_STATUSES).map(Number) as AuditStatus[];

export function isAuditStatus(value: unknown): value is AuditStatus {
  return typeof value === 'number' && Number.isInteger(value) && value in AUDIT_STATUSES;
}

interface AuditTemplateEntry {
  key: string;
  actor: RoleName;
  status: AuditStatus;
  reasonRequired: boolean;
  labels: Labels;
}

function template(
  key: string,
  actor: RoleName,
  status: AuditStatus,
  labels: Labels,
  reasonRequired = false,
): AuditTemplateEntry {
  return { key, actor, status, reasonRequired, labels };
}

const { purchaser, agency, supplier } = ROLES;

/**
 * History templates (specification section 4). A record's `typeValue` is the template
 * number; its comment is the label, followed by the reason for the three refusals.
 * Template 11 carries status 2 because the specification lists it that way.
 */
export const AUDIT_TEMPLATES = {
  1: template('projectSetup', purchaser, 0, TEXT.auditTemplates.projectSetup),
  2: template('drafting', agency, 0, TEXT.auditTemplates.drafting),
  3: template('draftingComplete', agency, 0, TEXT.auditTemplates.draftingComplete),
  4: template('reviewRejected', purchaser, 2, TEXT.auditTemplates.reviewRejected, true),
  5: template('reviewPassed', purchaser, 1, TEXT.auditTemplates.reviewPassed),
  6: template('published', agency, 0, TEXT.auditTemplates.published),
  7: template('resultPending', agency, 0, TEXT.auditTemplates.resultPending),
  8: template('resultConfirmed', purchaser, 1, TEXT.auditTemplates.resultConfirmed),
  9: template('resultReturned', purchaser, 2, TEXT.auditTemplates.resultReturned, true),
  10: template('resultPublished', agency, 0, TEXT.auditTemplates.resultPublished),
  11: template('correctionPublished', agency, 2, TEXT.auditTemplates.correctionPublished),
  12: template('signUpSubmitted', supplier, 0, TEXT.auditTemplates.signUpSubmitted),
  13: template('signUpPassed', agency, 1, TEXT.auditTemplates.signUpPassed),
  14: template('signUpReturned', agency, 2, TEXT.auditTemplates.signUpReturned, true),
} as const satisfies Record<number, AuditTemplateEntry>;

export type AuditTemplate = keyof typeof AUDIT_TEMPLATES;
export const AUDIT_TEMPLATE_CODES = Object.keys(AUDIT_TEMPLATES).map(Number) as AuditTemplate[];

export function isAuditTemplate(value: unknown): value is AuditTemplate {
  return typeof value === 'number' && Number.isInteger(value) && value in AUDIT_TEMPLATES;
}

/** True when the template needs a reason and none (or only blanks) was given. */
export function isReasonMissing(templateCode: AuditTemplate, reason: string | null | undefined): boolean {
  return AUDIT_TEMPLATES[templateCode].reasonRequired && !reason?.trim();
}

const REASON_SEPARATOR: Labels = TEXT.reasonSeparator;

/** The comment text of a history record: the template label, then the reason if any. */
export function auditComment(templateCode: AuditTemplate, lang: Language, reason?: string | null): string {
  const label = AUDIT_TEMPLATES[templateCode].labels[lang];
  const trimmed = reason?.trim();
  return trimmed ? `${label}${REASON_SEPARATOR[lang]}${trimmed}` : label;
}

/** The requests of the history that a later entry decides, and the templates that decide each. */
const DECIDED_BY: Partial<Record<AuditTemplate, readonly AuditTemplate[]>> = {
  3: [4, 5],
  7: [8, 9],
  12: [13, 14],
};

export interface HistoryEntry {
  status: number;
  typeValue: number | null;
  eApplyId: number | null;
}

/**
 * The status each history entry shows (entries newest first): a request (drafting complete, a
 * result to confirm, a sign-up) is pending only until the next entry deciding it (of the same
 * sign-up), whose outcome it then shows, so a passed sign-up never reads as waiting.
 */
export function settledStatuses(entries: readonly HistoryEntry[]): number[] {
  return entries.map((entry, i) => {
    const deciders = isAuditTemplate(entry.typeValue) ? DECIDED_BY[entry.typeValue] : undefined;
    if (entry.status !== 0 || !deciders) return entry.status;
    const subject = entry.typeValue === 12 ? entry.eApplyId : null;
    // The nearest newer entry of the same subject: a decision settles it, a new request does not.
    for (let j = i - 1; j >= 0; j--) {
      const later = entries[j]!;
      const same = subject === null || later.eApplyId === subject;
      if (!same || !isAuditTemplate(later.typeValue)) continue;
      if (deciders.includes(later.typeValue)) return later.status;
      if (later.typeValue === entry.typeValue) return entry.status;
    }
    return entry.status;
  });
}
