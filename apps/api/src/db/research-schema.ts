import { boolean, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { projects } from './lifecycle-schema.ts';
import { tenants, users } from './schema.ts';
import { at } from './columns.ts';

/**
 * Market-research surveys (projects with mode 1) and the platform settings of each tenant.
 * A supplier's answers live in its sign-up row (e_applies.content) so that the lifecycle's
 * sign-up lists (GetResearchEApplyList) show who filled in without a second table.
 */

/** One survey per research project: its questions, its deadline and where it stands. */
export const researchSurveys = pgTable('research_surveys', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  description: varchar('description', { length: 2000 }).notNull().default(''),
  /** The questions as validated by the domain rules; they freeze at publication. */
  questions: jsonb('questions').notNull(),
  /** Fill-ins are accepted and may be edited while the server's clock is before it. */
  deadline: at('deadline').notNull(),
  /** 0 draft, 1 published, 2 terminated (RESEARCH_STATUS in the domain). */
  status: smallint('status').notNull().default(0),
  publishedAt: at('published_at'),
  correctedAt: at('corrected_at'),
  terminatedAt: at('terminated_at'),
  terminationReason: varchar('termination_reason', { length: 2000 }),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Administrator settings per tenant; a tenant without a row uses the domain defaults. */
export const platformSettings = pgTable('platform_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  registrationOpen: boolean('registration_open').notNull(),
  devToolsBlocked: boolean('dev_tools_blocked').notNull(),
  /** Defaults a new project's bidding settings start from (validated by the contracts). */
  biddingDefaults: jsonb('bidding_defaults').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
