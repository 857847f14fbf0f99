import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { projects } from '../db/lifecycle-schema.ts';
import type { FileStorage } from '../modules/file/storage.ts';
import { storeFile } from '../modules/file/store.ts';
import { seedContext } from './seed-context.ts';
import { HOUR } from './demo-timeline.ts';
import type { SeedActors } from './seed-project.ts';

/** A one-page PDF: real enough for the content check and for a viewer to open. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      `4 0 obj << /Length ${text.length + 34} >> stream`,
      `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`,
      'endstream endobj',
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}

/**
 * The file pool of each project the agency handles: the purchaser's requirement document and
 * the agency's tender document, uploaded as the upload endpoint keeps them (content check,
 * party check, stored bytes).
 */
export async function seedFiles(tx: Db, actors: SeedActors, now: Date, storage: FileStorage): Promise<void> {
  const handled = await tx
    .select({ id: projects.id, purchaserCompanyId: projects.purchaserCompanyId, createdAt: projects.createdAt })
    .from(projects)
    .where(and(eq(projects.tenantId, actors.agency.tenantId), eq(projects.agencyCompanyId, actors.agency.companyId!)))
    .orderBy(projects.id);
  for (const { id: projectId, purchaserCompanyId, createdAt } of handled) {
    // Uploaded while the project was being set up, as its set-up steps were (demo-timeline.ts).
    const hoursAfterSetUp = (hours: number) => new Date(Math.min(now.getTime(), createdAt.getTime() + hours * HOUR));
    // The demo purchaser's requirement document where it owns the project (multi owns some).
    if (purchaserCompanyId === actors.purchaser.companyId)
      await storeFile(seedContext(tx, actors.purchaser, hoursAfterSetUp(1)), storage, {
        projectId,
        stage: 'project',
        fileName: '采购需求说明.pdf',
        content: demoPdf(`Requirement ${projectId}`),
      });
    await storeFile(seedContext(tx, actors.agency, hoursAfterSetUp(3)), storage, {
      projectId,
      stage: 'project',
      fileName: '招标文件.pdf',
      content: demoPdf(`Tender document ${projectId}`),
    });
  }
}
