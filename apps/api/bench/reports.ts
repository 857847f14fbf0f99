import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../src/db/database.ts';
import {
  purchaserReport,
  purchaserReportQueries,
  supplierReport,
  supplierReportQueries,
} from '../src/modules/statistics/company-report.ts';
import { adminNum, agencyNum, agencyQueries, purchaserNum } from '../src/modules/statistics/home-num.ts';
import { projectStatistics, projectStatisticsQueries } from '../src/modules/statistics/project-statistics.ts';
import { rows, type Scope } from '../src/modules/statistics/scope.ts';
import { counterQueries, screenCount, supplierNum, supplierQueries } from '../src/modules/statistics/screen-count.ts';
import {
  tenantReport,
  tenantReportExtend,
  tenantReportExtendQueries,
  tenantReportQueries,
} from '../src/modules/statistics/tenant-report.ts';
import { seedReports } from './seed-reports.ts';

/**
 * `npm run bench:reports -w @bidhall/api`: seeds 100,000 projects on PGlite and on PostgreSQL
 * (DATABASE_URL, else skipped with a line) and prints each report's median time next to a
 * baseline measured in the same run (a plain count of the projects table), and the scans its
 * queries' plans use. A report "answers from an index" when no big table is read by Seq Scan.
 */
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const RUNS = 7;
const BIG = ['projects', 'quotes', 'e_applies', 'users'];
const now = new Date('2026-11-22T08:00:00Z');
const page = { SkipCount: 0, MaxResultCount: 10 };
const tenant: Scope = { tenantId: 3 };
const purchaser: Scope = { tenantId: 3, purchaserCompanyId: 2 * 125 + 5 };
const agency: Scope = { tenantId: 3, agencyCompanyId: 2 * 125 + 22 };
const supplier = { tenantId: 3, supplierId: 2 * 125 + 40 };

type Report = { name: string; run: (db: Db) => Promise<unknown>; queries: Record<string, SQL> };
const REPORTS: Report[] = [
  {
    name: 'Statistics/GetProjectStatistics',
    run: (db) => projectStatistics(db, tenant, {}),
    queries: projectStatisticsQueries(tenant, {}),
  },
  {
    name: 'AbpTenantReport/GetAbpTenantReport',
    run: (db) => tenantReport(db, tenant),
    queries: tenantReportQueries(tenant),
  },
  {
    name: 'AbpTenantReport/GetAbpTenantReportExtend',
    run: (db) => tenantReportExtend(db, tenant, now),
    queries: tenantReportExtendQueries(tenant, now),
  },
  {
    name: 'AbpTenantReport/GetPurchaserReport',
    run: (db) => purchaserReport(db, tenant, page),
    queries: purchaserReportQueries(tenant, page),
  },
  {
    name: 'AbpTenantReport/GetSupplierReport',
    run: (db) => supplierReport(db, tenant, page),
    queries: supplierReportQueries(tenant, page),
  },
  {
    name: 'ScreenCount/GetScreenCount',
    run: (db) => screenCount(db, tenant, now),
    queries: counterQueries(tenant, now),
  },
  {
    name: 'ScreenCount/GetAgencyNum',
    run: (db) => agencyNum(db, agency, now),
    queries: { ...counterQueries(agency, now), ...agencyQueries(agency) },
  },
  {
    name: 'ScreenCount/GetGysNum',
    run: (db) => supplierNum(db, supplier, now),
    queries: supplierQueries(supplier, now),
  },
  {
    name: 'ScreenCount/GetGlyNum',
    run: (db) => adminNum(db, tenant, now),
    queries: { ...counterQueries(tenant, now), ...tenantReportExtendQueries(tenant, now) },
  },
  {
    name: 'ScreenCount/GetCgrNum',
    run: (db) => purchaserNum(db, purchaser, now),
    queries: counterQueries(purchaser, now),
  },
];

async function median(task: () => Promise<unknown>): Promise<number> {
  await task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** The scan nodes of a query's plan, e.g. "Index Only Scan using stats_projects_tenant_created_idx on projects". */
async function scans(db: Db, query: SQL): Promise<string[]> {
  const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  return plan.flatMap(
    (r) =>
      r['QUERY PLAN'].match(
        /(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan|Bitmap Index Scan)( using \S+)? on \S+/g,
      ) ?? [],
  );
}

async function bench(label: string, database: Database) {
  const { db } = database;
  const start = performance.now();
  await seedReports(db, PROJECTS, now);
  for (const table of [...BIG, 'companies', 'tenants']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(
    `\n## ${label}: seeded ${PROJECTS} projects, ${3 * PROJECTS} quotes, ${2 * PROJECTS} sign-ups in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const baseline = await median(() => db.execute(sql`select count(*) from projects`));
  console.log(`baseline select count(*) from projects: ${baseline.toFixed(2)} ms\n`);
  console.log('| report | median ms | x baseline | from an index | scans |');
  console.log('|---|---|---|---|---|');
  for (const report of REPORTS) {
    const time = await median(() => report.run(db));
    const used = (await Promise.all(Object.values(report.queries).map((q) => scans(db, q)))).flat();
    const seqOnBig = used.filter((s) => s.startsWith('Seq Scan') && BIG.some((t) => s.endsWith(` on ${t}`)));
    const indexed = used.some((s) => /Index|Bitmap/.test(s)) && seqOnBig.length === 0;
    const distinct = [...new Set(used.map((s) => s.replace(/ on \S+$/, '')))];
    console.log(
      `| ${report.name} | ${time.toFixed(2)} | ${(time / baseline).toFixed(2)} | ${indexed ? 'yes' : `no (${seqOnBig.join(', ')})`} | ${distinct.join('; ')} |`,
    );
  }
}

async function postgres(url: string): Promise<Database> {
  const name = `bidhall_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

const pglite = await openDatabase({ dataDir: 'memory://' });
await bench('PGlite (embedded)', pglite);
await pglite.close();
const url = process.env.DATABASE_URL;
if (!url) console.log('\nPostgreSQL skipped: DATABASE_URL is not set.');
else {
  const database = await postgres(url);
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
  }
}
