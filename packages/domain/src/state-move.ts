import type { AnnouncementType } from './announcement-types.ts';
import type { AuditTemplate } from './audit-templates.ts';
import type { Labels, Language } from './lang.ts';
import { ROLE_LABELS, isRoleName } from './roles.ts';
import type { RoleName } from './roles.ts';

/**
 * The shared engine of the project and requirement machines: a move is allowed only when
 * a row of the table names it, so the tables read like the docs/rules.md lifecycle and a move
 * missing from them is refused by construction.
 */
export interface MoveRule<S extends number> {
  /** null: the entity does not exist yet (creation). */
  from: S | null;
  to: S;
  actors: readonly RoleName[];
  templates?: readonly AuditTemplate[];
  reasonRequired?: boolean;
  /** The announcement types the move may publish; the first is the default. */
  announcementTypes?: readonly AnnouncementType[];
}

export type MoveRefusal = 'not-allowed' | 'wrong-actor';

export type MoveDecision =
  | {
      ok: true;
      /** History templates to write, in order. */
      templates: readonly AuditTemplate[];
      reasonRequired: boolean;
      /** The default announcement, when the move publishes one. */
      announcementType?: AnnouncementType;
      /** Every announcement type the move may publish (a correction may be 2 or 3). */
      announcementTypes: readonly AnnouncementType[];
    }
  | { ok: false; reason: MoveRefusal };

/** Decides a move; never throws, whatever numbers or role arrive from a request. */
export function decideMove<S extends number>(
  rules: readonly MoveRule<S>[],
  from: number | null,
  to: number,
  actor: RoleName | string,
): MoveDecision {
  const matching = rules.filter((rule) => rule.from === from && rule.to === to);
  if (matching.length === 0) return { ok: false, reason: 'not-allowed' };
  const rule = matching.find((r) => (r.actors as readonly string[]).includes(actor));
  if (!rule) return { ok: false, reason: 'wrong-actor' };
  const announcementTypes = rule.announcementTypes ?? [];
  const decision: MoveDecision = {
    ok: true,
    templates: rule.templates ?? [],
    reasonRequired: rule.reasonRequired ?? false,
    announcementTypes,
  };
  const first = announcementTypes[0];
  return first === undefined ? decision : { ...decision, announcementType: first };
}

/** The states an actor may move to from here: the buttons a page should offer. */
export function targetsFrom<S extends number>(
  rules: readonly MoveRule<S>[],
  from: number | null,
  actor: RoleName,
): S[] {
  return rules.filter((r) => r.from === from && r.actors.includes(actor)).map((r) => r.to);
}

export const NOT_CREATED: Labels = {
  'zh-CN': '未创建',
  'zh-TW': '未創建',
  'en-US': 'not created',
  'pt-BR': 'não criado',
};

interface MessageParts {
  subject: string;
  current: string;
  target: string;
  role: string;
}

const MESSAGES: Readonly<Record<MoveRefusal, Record<Language, (p: MessageParts) => string>>> = {
  'not-allowed': {
    'zh-CN': (p) => `${p.subject}当前状态为“${p.current}”，不能变更为“${p.target}”。`,
    'zh-TW': (p) => `${p.subject}當前狀態為「${p.current}」，不能變更為「${p.target}」。`,
    'en-US': (p) => `The ${p.subject} is currently "${p.current}" and cannot move to "${p.target}".`,
    'pt-BR': (p) => `O ${p.subject} está atualmente em "${p.current}" e não pode passar para "${p.target}".`,
  },
  'wrong-actor': {
    'zh-CN': (p) => `${p.subject}当前状态为“${p.current}”，${p.role}不能将其变更为“${p.target}”。`,
    'zh-TW': (p) => `${p.subject}當前狀態為「${p.current}」，${p.role}不能將其變更為「${p.target}」。`,
    'en-US': (p) =>
      `The ${p.subject} is currently "${p.current}"; the role "${p.role}" cannot move it to "${p.target}".`,
    'pt-BR': (p) =>
      `O ${p.subject} está atualmente em "${p.current}"; o papel "${p.role}" não pode passá-lo para "${p.target}".`,
  },
};

/** The refusal message, naming the current state, in the chosen language. */
export function moveRefusalMessage(
  refusal: MoveRefusal,
  parts: { subject: Labels; current: Labels | string; target: Labels | string; actor: RoleName | string },
  lang: Language,
): string {
  const pick = (text: Labels | string) => (typeof text === 'string' ? text : text[lang]);
  return MESSAGES[refusal][lang]({
    subject: parts.subject[lang],
    current: pick(parts.current),
    target: pick(parts.target),
    role: isRoleName(parts.actor) ? ROLE_LABELS[parts.actor][lang] : parts.actor,
  });
}
