import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { AGREEMENT_STATES, isAgreementState } from '@bidhall/domain/agreement-states';
import type { Language } from '@bidhall/domain/lang';
import { contractSide } from '@bidhall/domain/audience-policy';
import type { Db } from '../../db/database.ts';
import { agreements, files } from '../../db/documents-schema.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { companies } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { fileDtos } from '../file/service.ts';

export type AgreementRow = typeof agreements.$inferSelect;

const supplier = alias(companies, 'supplier');
const purchaser = alias(companies, 'purchaser');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whose contracts a caller sees (myAgreement): its firm's, on the side the audience policy gives its role. */
export function agreementScope(actor: Actor): SQL | undefined {
  const firm = actor.companyId ?? -1;
  switch (contractSide(actor.role)) {
    case 'purchaser':
      return eq(agreements.purchaserCompanyId, firm);
    case 'supplier':
      return eq(agreements.supplierId, firm);
    case 'agency':
      return eq(agreements.agencyCompanyId, firm);
    case 'all':
      return undefined;
    case 'none':
      return eq(agreements.id, -1);
  }
}

export async function agreementDtos(
  db: Db,
  where: SQL | undefined,
  lang: Language,
  page?: { skip: number; take: number },
): Promise<AgreementDto[]> {
  const query = db
    .select({
      a: agreements,
      projectName: projects.name,
      projectNum: projects.projectNum,
      supplierName: supplier.companyName,
      purchaserName: purchaser.companyName,
    })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .leftJoin(supplier, eq(supplier.id, agreements.supplierId))
    .leftJoin(purchaser, eq(purchaser.id, agreements.purchaserCompanyId))
    .where(where)
    .orderBy(desc(agreements.id));
  const rows = page ? await query.offset(page.skip).limit(page.take) : await query;
  if (rows.length === 0) return [];
  const attached = await fileDtos(
    db,
    inArray(
      files.agreementId,
      rows.map((r) => r.a.id),
    ),
  );
  return rows.map(({ a, ...names }) => ({
    id: a.id,
    projectId: a.projectId,
    projectName: names.projectName,
    projectNum: names.projectNum,
    supplierId: a.supplierId,
    supplierName: names.supplierName,
    purchaserCompanyId: a.purchaserCompanyId,
    purchaserName: names.purchaserName,
    agencyCompanyId: a.agencyCompanyId,
    title: a.title,
    contractNum: a.contractNum,
    amount: a.amount,
    content: a.content,
    status: isAgreementState(a.status) ? a.status : 0,
    statusName: isAgreementState(a.status) ? AGREEMENT_STATES[a.status].labels[lang] : String(a.status),
    purchaserSignedAt: iso(a.purchaserSignedAt),
    supplierSignedAt: iso(a.supplierSignedAt),
    archivedAt: iso(a.archivedAt),
    creationTime: a.createdAt.toISOString(),
    attachments: attached.filter((f) => f.row.agreementId === a.id).map(({ row: _r, ...f }) => f),
  }));
}

export async function countAgreements(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agreements).where(where);
  return row?.n ?? 0;
}

/** The contract if the caller is one of its parties: 404 when there is none, 403 when not theirs. */
export async function partyAgreement(db: Db, actor: Actor, id: number): Promise<AgreementRow> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), eq(agreements.tenantId, actor.tenantId)));
  if (!row) throw notFound(id);
  const [mine] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.id, id), agreementScope(actor)));
  if (!mine) throw forbidden();
  return row;
}
