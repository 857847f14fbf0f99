import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';
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
