import { index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './schema.ts';
import { projects } from './lifecycle-schema.ts';

/**
 * Each bidder's latest accepted quote per project, kept beside the quotes in the same
 * transaction. A quote decides against the current ranking; reading it from here costs one
 * row per bidder instead of a scan of every quote the project ever took. The auction record
 * remains the source: the verifier recomputes this ranking from it.
 */
export const quoteStandings = pgTable(
  'quote_standings',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    supplierId: integer('supplier_id').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyName: varchar('company_name', { length: 128 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    seq: integer('seq').notNull(),
    quoteCount: integer('quote_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.supplierId] }), index('quote_standings_tenant_idx').on(t.tenantId)],
);
