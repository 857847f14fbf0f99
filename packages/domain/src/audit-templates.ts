import type { Labels, Language } from './lang.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';

/** Status of a project audit record (history item): 0 pending, 1 passed, 2 rejected. */
export const AUDIT_STATUSES = {
  0: { key: 'pending', labels: { 'zh-CN': '待处理', 'zh-TW': '待處理', 'en-US': 'Pending', 'pt-BR': 'Pendente' } },
  1: { key: 'passed', labels: { 'zh-CN': '通过', 'zh-TW': '通過', 'en-US': 'Passed', 'pt-BR': 'Aprovado' } },
  2: { key: 'rejected', labels: { 'zh-CN': '退回', 'zh-TW': '退回', 'en-US': 'Rejected', 'pt-BR': 'Rejeitado' } },
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
  1: template('projectSetup', purchaser, 0, {
    'zh-CN': '项目立项',
    'zh-TW': '項目立項',
    'en-US': 'Project set up',
    'pt-BR': 'Projeto criado',
  }),
  2: template('drafting', agency, 0, {
    'zh-CN': '项目编制',
    'zh-TW': '項目編製',
    'en-US': 'Project drafting',
    'pt-BR': 'Elaboração do projeto',
  }),
  3: template('draftingComplete', agency, 0, {
    'zh-CN': '编制完成',
    'zh-TW': '編製完成',
    'en-US': 'Drafting complete',
    'pt-BR': 'Elaboração concluída',
  }),
  4: template(
    'reviewRejected',
    purchaser,
    2,
    { 'zh-CN': '审核退回', 'zh-TW': '審核退回', 'en-US': 'Review rejected', 'pt-BR': 'Revisão rejeitada' },
    true,
  ),
  5: template('reviewPassed', purchaser, 1, {
    'zh-CN': '审核通过',
    'zh-TW': '審核通過',
    'en-US': 'Review passed',
    'pt-BR': 'Revisão aprovada',
  }),
  6: template('published', agency, 0, {
    'zh-CN': '项目发布',
    'zh-TW': '項目發布',
    'en-US': 'Project published',
    'pt-BR': 'Projeto publicado',
  }),
  7: template('resultPending', agency, 0, {
    'zh-CN': '结果待确认',
    'zh-TW': '結果待確認',
    'en-US': 'Result awaiting confirmation',
    'pt-BR': 'Resultado aguardando confirmação',
  }),
  8: template('resultConfirmed', purchaser, 1, {
    'zh-CN': '结果确认',
    'zh-TW': '結果確認',
    'en-US': 'Result confirmed',
    'pt-BR': 'Resultado confirmado',
  }),
  9: template(
    'resultReturned',
    purchaser,
    2,
    { 'zh-CN': '结果退回', 'zh-TW': '結果退回', 'en-US': 'Result returned', 'pt-BR': 'Resultado devolvido' },
    true,
  ),
  10: template('resultPublished', agency, 0, {
    'zh-CN': '结果公告发布',
    'zh-TW': '結果公告發布',
    'en-US': 'Result published',
    'pt-BR': 'Resultado publicado',
  }),
  11: template('correctionPublished', agency, 2, {
    'zh-CN': '更正公告发布',
    'zh-TW': '更正公告發布',
    'en-US': 'Correction published',
    'pt-BR': 'Retificação publicada',
  }),
  12: template('signUpSubmitted', supplier, 0, {
    'zh-CN': '报名提交',
    'zh-TW': '報名提交',
    'en-US': 'Sign-up submitted',
    'pt-BR': 'Inscrição enviada',
  }),
  13: template('signUpPassed', agency, 1, {
    'zh-CN': '报名通过',
    'zh-TW': '報名通過',
    'en-US': 'Sign-up passed',
    'pt-BR': 'Inscrição aprovada',
  }),
  14: template(
    'signUpReturned',
    agency,
    2,
    { 'zh-CN': '报名退回', 'zh-TW': '報名退回', 'en-US': 'Sign-up returned', 'pt-BR': 'Inscrição devolvida' },
    true,
  ),
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

const REASON_SEPARATOR: Labels = { 'zh-CN': '：', 'zh-TW': '：', 'en-US': ': ', 'pt-BR': ': ' };

/** The comment text of a history record: the template label, then the reason if any. */
export function auditComment(templateCode: AuditTemplate, lang: Language, reason?: string | null): string {
  const label = AUDIT_TEMPLATES[templateCode].labels[lang];
  const trimmed = reason?.trim();
  return trimmed ? `${label}${REASON_SEPARATOR[lang]}${trimmed}` : label;
}
