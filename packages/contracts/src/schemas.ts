/**
 * Every schema module a service declaration names, by module: a declaration (routes/*.ts)
 * reads its schemas from this table, which only the api loads (abp/call.ts); a client that
 * imports the routes loads no zod.
 */
export * as account from './account.ts';
export * as agreement from './agreement.ts';
export * as announcement from './announcement.ts';
export * as eapply from './eapply.ts';
export * as envelope from './abp/envelope.ts';
export * as evaluation from './evaluation.ts';
export * as file from './file.ts';
export * as hall from './hall.ts';
export * as hallOperations from './hall-operations.ts';
export * as menuNum from './menu-num.ts';
export * as paging from './abp/paging.ts';
export * as pbSetting from './pb-setting.ts';
export * as platformSetting from './platform-setting.ts';
export * as projectAudit from './project-audit.ts';
export * as projectRecord from './project-record.ts';
export * as publicRecord from './public-record.ts';
export * as quote from './quote.ts';
export * as requirement from './requirement.ts';
export * as research from './research.ts';
export * as session from './session.ts';
export * as sproject from './sproject.ts';
export * as statistics from './statistics.ts';
export * as tokenAuth from './token-auth.ts';
export * as users from './users.ts';
export { z } from 'zod';
