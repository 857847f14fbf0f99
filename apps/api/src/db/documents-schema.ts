import { boolean, index, integer, numeric, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { announcements, projects } from './lifecycle-schema.ts';
import { companies, users } from './schema.ts';
import { at, richText, tenantId } from './columns.ts';

/**
 * Documents around a project: notices with their drafts, platform notices,
 * contracts and uploaded files. Every row carries tenantId.
 */

/**
 * A project notice (announcement types 0-9), from draft to published. Publishing also writes
 * the lifecycle's `announcements` row, the record of the state move it made.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** Sanitised HTML: it is stored only after the allowlist sanitiser ran on it. */
    content: richText('content').notNull().default(''),
    /** 0 draft, 1 published. */
    status: smallint('status').notNull().default(0),
    /** The times a correction sets; null leaves the project's time as it is. */
    applyToTime: at('apply_to_time'),
    uppriceFromTime: at('upprice_from_time'),
    uppriceToTime: at('upprice_to_time'),
    announcementId: integer('announcement_id').references(() => announcements.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notices_project_idx').on(t.projectId, t.status),
    index('notices_tenant_published_idx').on(t.tenantId, t.status, t.publishedAt),
  ],
);

/** Platform notices (eWebNoticeList): written by administrators, shown on the portal when enabled. */
export const webNotices = pgTable(
  'web_notices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: varchar('title', { length: 300 }).notNull(),
    content: richText('content').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('web_notices_tenant_idx').on(t.tenantId, t.isEnabled, t.createdAt)],
);

/** A contract between the purchaser and the winning supplier of a closed project. */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => companies.id),
    purchaserCompanyId: integer('purchaser_company_id')
      .notNull()
      .references(() => companies.id),
    agencyCompanyId: integer('agency_company_id').references(() => companies.id),
    title: varchar('title', { length: 200 }).notNull(),
    contractNum: varchar('contract_num', { length: 40 }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    content: richText('content').notNull().default(''),
    /** 0 draft, 1 signed by the purchaser, 2 signed by the supplier, 3 archived. */
    status: smallint('status').notNull().default(0),
    purchaserSignedBy: integer('purchaser_signed_by').references(() => users.id),
    purchaserSignedAt: at('purchaser_signed_at'),
    supplierSignedBy: integer('supplier_signed_by').references(() => users.id),
    supplierSignedAt: at('supplier_signed_at'),
    archivedAt: at('archived_at'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agreements_project_supplier_uq').on(t.projectId, t.supplierId),
    index('agreements_tenant_supplier_idx').on(t.tenantId, t.supplierId),
    index('agreements_tenant_purchaser_idx').on(t.tenantId, t.purchaserCompanyId),
    index('agreements_tenant_agency_idx').on(t.tenantId, t.agencyCompanyId),
  ],
);

/**
 * Uploaded files. The bytes live in the file store under `storageKey`; `area` decides who
 * may read them: private (the project's parties and the uploader) or public (attachments of
 * published notices).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    projectId: integer('project_id').references(() => projects.id),
    noticeId: integer('notice_id').references(() => notices.id),
    agreementId: integer('agreement_id').references(() => agreements.id),
    stage: varchar('stage', { length: 16 }).notNull(),
    area: varchar('area', { length: 8 }).notNull().default('private'),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.id),
    uploaderCompanyId: integer('uploader_company_id').references(() => companies.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('files_project_idx').on(t.projectId, t.stage),
    index('files_notice_idx').on(t.noticeId),
    index('files_agreement_idx').on(t.agreementId),
  ],
);
