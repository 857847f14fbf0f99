import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { projects } from '../src/db/lifecycle-schema.ts';
import { users } from '../src/db/schema.ts';

/** The demo user's id and firm, by user name. */
export async function demoUser(db: Db, userName: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no demo user ${userName}`);
  return { id: row.id, companyId: row.companyId! };
}

let counter = 0;

/**
 * A project of the demo purchaser handled by the demo agency, placed straight into the state
 * a test starts from (the lifecycle's own tests cover how projects get there).
 */
export async function insertProject(
  db: Db,
  opts: {
    state: number;
    mode?: 0 | 1;
    now: Date;
    winner?: string;
    times?: { applyToTime: Date; uppriceFromTime: Date; uppriceToTime: Date };
  },
) {
  const purchaser = await demoUser(db, 'purchaser');
  const agency = await demoUser(db, 'agency');
  const winner = opts.winner ? await demoUser(db, opts.winner) : null;
  const hour = 3_600_000;
  const t = opts.now.getTime();
  const times = opts.times ?? {
    applyToTime: new Date(t + hour),
    uppriceFromTime: new Date(t + 2 * hour),
    uppriceToTime: new Date(t + 3 * hour),
  };
  counter += 1;
  const [row] = await db
    .insert(projects)
    .values({
      tenantId: 1,
      projectNum: `DOC-${process.pid}-${counter}`,
      name: `文档测试项目${counter}`,
      mode: opts.mode ?? 0,
      projectType: opts.mode === 1 ? 3 : 1,
      state: opts.state,
      purchaserCompanyId: purchaser.companyId,
      purchaserUserId: purchaser.id,
      agencyCompanyId: agency.companyId,
      ...times,
      windowVersion: opts.state >= 5 ? 1 : 0,
      winnerSupplierId: winner?.companyId ?? null,
      winAmount: winner ? '98000.00' : null,
    })
    .returning();
  return row!;
}

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** Small files whose first bytes carry each format's signature. */
export const SAMPLE_FILES = {
  pdf: bytes('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: bytes('\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0'),
  html: bytes('<html><script>alert(document.cookie)</script></html>'),
};
