import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  tenancyName: varchar('tenancy_name', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** A supplier firm, a purchasing unit, an agency firm or the platform operator. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyName: varchar('company_name', { length: 128 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contactName: varchar('contact_name', { length: 64 }),
    address: varchar('address', { length: 256 }),
    createdAt: createdAt(),
  },
  (t) => [index('companies_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for a host user, who belongs to no tenant. */
    tenantId: integer('tenant_id').references(() => tenants.id),
    userName: varchar('user_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    emailAddress: varchar('email_address', { length: 256 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    passwordHash: text('password_hash').notNull(),
    /** Chinese role names, as on the wire. */
    roles: text('roles').array().notNull(),
    companyId: integer('company_id').references(() => companies.id),
    isActive: boolean('is_active').notNull().default(true),
    /** 0 awaiting review, 1 approved, 2 rejected (docs/rules.md). */
    isReview: smallint('is_review').notNull().default(0),
    reviewComment: varchar('review_comment', { length: 500 }),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * Carried in each token the user is issued (`sv`); raised when the password changes or the
     * user loses the right to what its tokens allow (disabled, a role taken, no longer approved),
     * which ends every session issued before at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_user_name_uq').on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.userName})`),
    index('users_tenant_review_idx').on(t.tenantId, t.isReview),
  ],
);

/** Tokens signed out before they expire; rows past expiry can be purged. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per account and address, counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);
export * from './research-schema.ts';

export * from './documents-schema.ts';
export * from './evaluation-schema.ts';
