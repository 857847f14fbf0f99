import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { projects } from './lifecycle-schema.ts';
import { companies, users } from './schema.ts';
import { at, tenantId } from './columns.ts';

/**
 * Evaluation and results: the scoring plan of a project (methods 5, 7, 9), the
 * experts' points and submissions, and the result the agency submits for the purchaser.
 */

/** Points: at most 100 with two decimals, computed as decimals like money. */
const points = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** How the price is scored, and for method 7 how many pass (projectPbSetting). */
export const evaluationPlans = pgTable('evaluation_plans', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  tenantId: tenantId(),
  formula: varchar('formula', { length: 24 }).notNull(),
  priceWeight: points('price_weight').notNull(),
  k: points('k'),
  shortlistSize: integer('shortlist_size'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull(),
});

/** Technical and business items with their maximum points, in the agency's order. */
export const evaluationCriteria = pgTable(
  'evaluation_criteria',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    maxPoints: points('max_points').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [index('evaluation_criteria_project_idx').on(t.projectId, t.sortOrder)],
);

/** One expert's points for one bidder on one criterion; editable until the expert submits. */
export const expertScores = pgTable(
  'expert_scores',
  {
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => companies.id),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => evaluationCriteria.id, { onDelete: 'cascade' }),
    points: points('points').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.expertUserId, t.supplierId, t.criterionId] })],
);

/** An expert's final word on a project; a returned result (6 -> 5) removes it to re-evaluate. */
export const expertSubmissions = pgTable(
  'expert_submissions',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id),
    tenantId: tenantId(),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.expertUserId] })],
);

/**
 * The result awaiting confirmation or confirmed: the winner(s) by the method, the average
 * for methods 3 and 6, the written reason for method 0 and the score board for 5, 7, 9, as
 * they stood when the agency submitted (later edits cannot change what was confirmed).
 */
export const projectResults = pgTable('project_results', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  tenantId: tenantId(),
  winbidRule: smallint('winbid_rule').notNull(),
  winners: jsonb('winners').notNull(),
  average: numeric('average', { precision: 18, scale: 2 }),
  reason: varchar('reason', { length: 2000 }),
  board: jsonb('board'),
  submittedBy: integer('submitted_by')
    .notNull()
    .references(() => users.id),
  submittedAt: at('submitted_at').notNull(),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedAt: at('confirmed_at'),
});
