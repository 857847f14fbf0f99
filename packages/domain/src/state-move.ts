import type { AnnouncementType } from './announcement-types.ts';
import type { AuditTemplate } from './audit-templates.ts';
import type { Labels, Language } from './lang.ts';
import { ROLE_LABELS, isRoleName } from './roles.ts';
import type { RoleName } from './roles.ts';
import { fillIn, labelTree } from './texts.ts';
import stateMoveTexts from './locales/stateMove.ts';

const TEXT = /* @__PURE__ */ labelTree(stateMoveTexts);

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

export const NOT_CREATED: Labels = TEXT.notCreated;

/** What a machine's refusal calls the thing that would move. */
export const MOVE_SUBJECTS = TEXT.subject;

const MESSAGES: Readonly<Record<MoveRefusal, Labels>> = {
  'not-allowed': TEXT.refusal.notAllowed,
  'wrong-actor': TEXT.refusal.wrongActor,
};

/** The refusal message, naming the current state, in the chosen language. */
export function moveRefusalMessage(
  refusal: MoveRefusal,
  parts: { subject: Labels; current: Labels | string; target: Labels | string; actor: RoleName | string },
  lang: Language,
): string {
  const pick = (text: Labels | string) => (typeof text === 'string' ? text : text[lang]);
  return fillIn(MESSAGES[refusal][lang], {
    subject: parts.subject[lang],
    current: pick(parts.current),
    target: pick(parts.target),
    role: isRoleName(parts.actor) ? ROLE_LABELS[parts.actor][lang] : parts.actor,
  });
}
