import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { GENESIS_HASH } from '@bidhall/domain/auction-record';
import { companies, users } from './schema.ts';
import { at, createdAt, money, richText, tenantId } from './columns.ts';

/**
 * The procurement lifecycle: requirements, projects with their bidding settings,
 * history, sign-ups, quotes and the per-project event stream. Every row carries tenantId.
 */

/** Yuan with two decimals (docs/rules.md "Money"); drizzle hands them over as strings. */

/** A purchase requirement (需求), states 0-5 of the specification. */
export const requirements = pgTable(
  'requirements',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 200 }).notNull(),
    budget: money('budget'),
    content: text('content').notNull().default(''),
    purchaserCompanyId: integer('purchaser_company_id')
      .notNull()
      .references(() => companies.id),
    purchaserUserId: integer('purchaser_user_id')
      .notNull()
      .references(() => users.id),
    /** The agency firm the purchaser sends it to. */
    agencyCompanyId: integer('agency_company_id').references(() => companies.id),
    state: smallint('state').notNull().default(0),
    /** The purchaser's reason when it returned the drafted project (state 4). */
    returnReason: varchar('return_reason', { length: 2000 }),
    /** The project drafted from it (state 3 onwards). */
    projectId: integer('project_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('requirements_tenant_purchaser_idx').on(t.tenantId, t.purchaserCompanyId, t.state),
    index('requirements_tenant_agency_idx').on(t.tenantId, t.agencyCompanyId, t.state),
  ],
);

/** A project (Sproject). The row is also the lock that serialises its event stream. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Unique per tenant, e.g. CG-2026-0001 (CreateProjectNum). */
    projectNum: varchar('project_num', { length: 32 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** 0 normal, 1 market research (no quoting). */
    mode: smallint('mode').notNull().default(0),
    projectType: smallint('project_type').notNull().default(1),
    winbidRule: smallint('winbid_rule').notNull().default(1),
    state: smallint('state').notNull().default(0),
    budget: money('budget'),
    content: text('content').notNull().default(''),
    linkman: varchar('linkman', { length: 64 }),
    linkPhone: varchar('link_phone', { length: 32 }),
    purchaserCompanyId: integer('purchaser_company_id')
      .notNull()
      .references(() => companies.id),
    purchaserUserId: integer('purchaser_user_id')
      .notNull()
      .references(() => users.id),
    agencyCompanyId: integer('agency_company_id').references(() => companies.id),
    requirementId: integer('requirement_id').references(() => requirements.id),
    applyToTime: at('apply_to_time'),
    uppriceFromTime: at('upprice_from_time'),
    /** The current end: soft-close extensions, pauses and corrections included. */
    uppriceToTime: at('upprice_to_time'),
    /** Hall pause (operator action) and suspension (state 9) both stop the clock of the window. */
    paused: boolean('paused').notNull().default(false),
    pausedAt: at('paused_at'),
    windowVersion: integer('window_version').notNull().default(0),
    extensions: integer('extensions').notNull().default(0),
    extendedSeconds: integer('extended_seconds').notNull().default(0),
    /** Set once by the window-end job; a non-null value means the end already ran. */
    windowClosedAt: at('window_closed_at'),
    quotesOpenedAt: at('quotes_opened_at'),
    winnerSupplierId: integer('winner_supplier_id').references(() => companies.id),
    winAmount: money('win_amount'),
    resultComment: varchar('result_comment', { length: 2000 }),
    /** Head of the event stream: the last seq and the chain hash after it. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastHash: varchar('last_hash', { length: 64 }).notNull().default(GENESIS_HASH),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_tenant_num_uq').on(t.tenantId, t.projectNum),
    index('projects_tenant_state_idx').on(t.tenantId, t.state),
    index('projects_tenant_purchaser_idx').on(t.tenantId, t.purchaserCompanyId),
    index('projects_tenant_agency_idx').on(t.tenantId, t.agencyCompanyId),
    // The window-end job looks for published windows whose end passed and did not close yet.
    index('projects_window_open_idx')
      .on(t.uppriceToTime)
      .where(sql`${t.state} = 5 and ${t.windowClosedAt} is null`),
  ],
);

/** Last number handed out per tenant and year: an upsert makes CreateProjectNum race-free. */
export const projectNumCounters = pgTable(
  'project_num_counters',
  {
    tenantId: tenantId(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

/** Bidding settings (projectPbSetting); a project without a row uses the docs/rules.md defaults. */
export const projectPbSettings = pgTable('project_pb_settings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  tenantId: tenantId(),
  minStep: numeric('min_step', { precision: 18, scale: 2 }).notNull().default('0'),
  minStepKind: varchar('min_step_kind', { length: 8 }).notNull().default('amount'),
  mustBeatBest: boolean('must_beat_best').notNull().default(false),
  priceCap: money('price_cap'),
  startPrice: money('start_price'),
  /** No quote below it; null: none (docs/rules.md "The quote window"). */
  floor: money('floor'),
  /** No quote below this percent of the project's budget; null: none (the higher floor holds). */
  floorPercent: smallint('floor_percent'),
  /** 'own' last quote or the current 'best'; null: the best when mustBeatBest is on, else the own. */
  stepAgainst: varchar('step_against', { length: 8 }),
  /** The monitor flags a quote this many percent below the average of the current quotes; 0: off. */
  abnormalLowPercent: smallint('abnormal_low_percent').notNull().default(20),
  maxQuotes: integer('max_quotes'),
  softCloseEnabled: boolean('soft_close_enabled').notNull().default(false),
  triggerSeconds: integer('trigger_seconds').notNull().default(60),
  extendSeconds: integer('extend_seconds').notNull().default(60),
  softCloseTrigger: varchar('soft_close_trigger', { length: 8 }).notNull().default('any'),
  maxExtensions: integer('max_extensions').notNull().default(10),
  maxTotalExtensionSeconds: integer('max_total_extension_seconds').notNull().default(600),
  minBidders: smallint('min_bidders').notNull().default(3),
  disclosure: smallint('disclosure').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The project record drawer: one history item per template written (specification section 3). */
export const projectAudits = pgTable(
  'project_audits',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    comment: varchar('comment', { length: 2200 }).notNull(),
    status: smallint('status').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    companyName: varchar('company_name', { length: 128 }),
    sponsorRoles: varchar('sponsor_roles', { length: 64 }),
    handlerRoles: varchar('handler_roles', { length: 64 }),
    sponsorName: varchar('sponsor_name', { length: 64 }),
    typeValue: smallint('type_value'),
    eApplyId: integer('e_apply_id'),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    creationTime: at('creation_time').notNull().defaultNow(),
  },
  (t) => [index('project_audits_project_idx').on(t.projectId, t.creationTime)],
);

/** Announcements published with state moves (types 0-9 of the specification). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    content: richText('content').notNull().default(''),
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [index('announcements_project_idx').on(t.projectId)],
);

/** Experts assigned to a project (GetSprojectDetailByExpertId, the open-bid hall). */
export const projectExperts = pgTable(
  'project_experts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => users.id),
    tenantId: tenantId(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.expertUserId] }),
    index('project_experts_expert_idx').on(t.expertUserId),
  ],
);

/** A supplier firm's sign-up (EApply): 0 pending, 1 passed, 2 returned (may resubmit). */
export const eApplies = pgTable(
  'e_applies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The supplier firm: `supplierId` everywhere on the wire. */
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyName: varchar('company_name', { length: 128 }).notNull(),
    linkman: varchar('linkman', { length: 64 }),
    linkPhone: varchar('link_phone', { length: 32 }),
    /** Remarks, or the survey answers of a research project. */
    content: text('content').notNull().default(''),
    status: smallint('status').notNull().default(0),
    comment: varchar('comment', { length: 2000 }),
    submittedAt: at('submitted_at').notNull(),
    auditedAt: at('audited_at'),
    auditedBy: integer('audited_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('e_applies_project_supplier_uq').on(t.projectId, t.supplierId),
    index('e_applies_supplier_idx').on(t.tenantId, t.supplierId),
  ],
);

/**
 * Quote attempts. An accepted one has its stream seq; a refused one keeps its reason so that
 * a retry with the same clientQuoteId gets the first answer again.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientQuoteId: varchar('client_quote_id', { length: 100 }).notNull(),
    /** Yuan, or the discount rate in percent for method 8. */
    amount: money('amount').notNull(),
    seq: integer('seq'),
    refusal: varchar('refusal', { length: 32 }),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quotes_client_id_uq').on(t.projectId, t.supplierId, t.clientQuoteId),
    uniqueIndex('quotes_project_seq_uq').on(t.projectId, t.seq),
    index('quotes_project_supplier_idx').on(t.projectId, t.supplierId, t.seq),
  ],
);

/**
 * The outbox and, for project events, the auction record: a project's rows have a gap-free
 * seq and a hash chaining each onto the one before (docs/rules.md "The auction record").
 * User events (badge.counts) have no project, seq or hash; they carry the user.
 */
export const outbox = pgTable(
  'outbox',
  {
    /** The bus message id: the consumers' de-duplication key. */
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id').references(() => projects.id),
    seq: integer('seq'),
    userId: integer('user_id').references(() => users.id),
    type: varchar('type', { length: 32 }).notNull(),
    payload: jsonb('payload').notNull(),
    hash: varchar('hash', { length: 64 }),
    createdAt: at('created_at').notNull(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('outbox_project_seq_uq').on(t.projectId, t.seq),
    index('outbox_unpublished_idx')
      .on(t.createdAt)
      .where(sql`${t.publishedAt} is null`),
  ],
);
