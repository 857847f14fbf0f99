import { AUDIT_TEMPLATES, auditComment, type AuditTemplate } from '@bidhall/domain/audit-templates';
import { PROJECT_MOVES } from '@bidhall/domain/project-machine';
import type { Db } from '../../db/database.ts';
import { projectAudits } from '../../db/lifecycle-schema.ts';
import type { Actor } from './actor.ts';

/**
 * The comment is stored in Simplified Chinese, the platform's language of record; clients
 * that show another language translate by `typeValue`.
 */
const RECORD_LANGUAGE = 'zh-CN';

/** The roles that act next on a project in `state`: the history item's handler. */
export function nextHandlers(state: number): string {
  const roles = new Set(PROJECT_MOVES.filter((m) => m.from === state && m.to !== state).flatMap((m) => m.actors));
  return [...roles].join(',');
}

/** Writes one history item per template, in order, as the actor. */
export async function writeHistory(
  db: Db,
  actor: Actor,
  entry: {
    projectId: number;
    templates: readonly AuditTemplate[];
    reason?: string | null | undefined;
    handlerRoles: string;
    eApplyId?: number;
    at: Date;
  },
): Promise<void> {
  if (entry.templates.length === 0) return;
  await db.insert(projectAudits).values(
    entry.templates.map((template, i) => ({
      tenantId: actor.tenantId,
      projectId: entry.projectId,
      comment: auditComment(template, RECORD_LANGUAGE, AUDIT_TEMPLATES[template].reasonRequired ? entry.reason : null),
      status: AUDIT_TEMPLATES[template].status,
      companyId: actor.companyId,
      companyName: actor.companyName,
      sponsorRoles: actor.role,
      handlerRoles: entry.handlerRoles,
      sponsorName: actor.name,
      typeValue: template,
      eApplyId: entry.eApplyId ?? null,
      creatorUserId: actor.userId,
      // Items written together keep their order in a newest-first list.
      creationTime: new Date(entry.at.getTime() + i),
    })),
  );
}
