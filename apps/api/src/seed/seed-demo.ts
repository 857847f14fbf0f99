import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../modules/file/storage.ts';
import { companies, tenants, users } from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TENANT } from './demo-accounts.ts';
import { seedLifecycle } from './lifecycle-seed.ts';
import { seedSecondTenant } from './second-tenant.ts';
import { hasDemoTenant } from './seed-actors.ts';
import { DAY } from './demo-timeline.ts';

/** Older than the demo's oldest project (five months back, lifecycle-seed.ts). */
const REGISTERED_DAYS_AGO = 200;

/**
 * Demo data on first start: the demo tenant, its companies and accounts, projects in every
 * state and a live bidding project whose window opens a minute after `now`. Runs once: a
 * database that already has the demo tenant is left as it is. Returns whether it seeded.
 */
export type DemoScope = 'core' | 'full';

/**
 * `full` is the demo a user meets (`npm start`): besides the core, scoring and "other" projects,
 * the multi-role account's projects, past months, platform notices and a registration to review.
 * `core` is what the api tests build on: one project per state and the live one, seeded faster.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  {
    scope = 'full',
    files,
  }: {
    scope?: DemoScope;
    /** where uploads are kept: with it, the projects' file pools get documents */ files?: FileStorage;
  } = {},
): Promise<boolean> {
  if (await hasDemoTenant(db)) return false;
  // One hash for all: the demo password is public anyway, and argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Api processes starting together on a new database (docker-compose starts three): one
    // seeds, the others wait here and then find the demo tenant.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bidhall demo seed'))`);
    if (await hasDemoTenant(tx)) return false;
    await tx.insert(tenants).values(DEMO_TENANT);
    // The explicit id leaves the serial behind; later tenants must not collide with it.
    await tx.execute(sql`select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants))`);
    const companyIds = new Map<string, number>();
    for (const { key, ...company } of DEMO_COMPANIES) {
      const [row] = await tx
        .insert(companies)
        .values({ tenantId: DEMO_TENANT.id, ...company })
        .returning({ id: companies.id });
      companyIds.set(key, row!.id);
    }
    await tx.insert(users).values(
      DEMO_ACCOUNTS.filter((account) => scope === 'full' || !account.pending).map((account) => ({
        tenantId: DEMO_TENANT.id,
        userName: account.userName,
        name: account.name,
        emailAddress: account.emailAddress,
        phoneNumber: account.phoneNumber,
        passwordHash,
        roles: account.roles,
        companyId: companyIds.get(account.company) ?? null,
        isReview: account.pending ? 0 : 1,
        // Reviewed accounts have worked here since before the demo's oldest project; the one
        // awaiting review registered yesterday.
        createdAt: new Date(now.getTime() - (account.pending ? 1 : REGISTERED_DAYS_AGO) * DAY),
      })),
    );
    await seedLifecycle(tx, now, scope, files);
    if (scope === 'full') await seedSecondTenant(tx, passwordHash, now);
    return true;
  });
}
