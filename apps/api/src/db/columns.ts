import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { sanitizeRichText } from '../modules/announcement/rich-text.ts';
import { tenants } from './schema.ts';

/** Column shapes every business table shares; one definition so the tables cannot drift. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** Yuan with two decimals (docs/rules.md "Money"). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

/**
 * Rich text (notices, announcements, platform notices, contracts): sanitised on its way into
 * the database by the column itself, so every write path (a draft, a template, a direct move,
 * the seed) stores only what the allowlist keeps and none can forget to.
 */
export const richText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (html) => sanitizeRichText(html),
});
