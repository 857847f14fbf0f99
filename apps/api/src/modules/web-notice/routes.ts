import { WebNotice } from '@bidhall/contracts/routes/web-notice';
import { and, count, desc, eq } from 'drizzle-orm';
import { type PagedRequest } from '@bidhall/contracts/abp/paging';
import { type WebNoticeInput } from '@bidhall/contracts/announcement';
import { ROLES } from '@bidhall/domain/roles';
import { webNotices } from '../../db/documents-schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';

const ADMIN = { roles: [ROLES.admin] } as const;
type Row = typeof webNotices.$inferSelect;

const toDto = (r: Row) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  isEnabled: r.isEnabled,
  creationTime: r.createdAt.toISOString(),
  lastModificationTime: r.updatedAt.toISOString(),
});

async function paged(ctx: RequestContext, input: PagedRequest, isEnabled: boolean | undefined) {
  const where = and(
    eq(webNotices.tenantId, ctx.tenantId),
    isEnabled === undefined ? undefined : eq(webNotices.isEnabled, isEnabled),
  );
  const [total] = await ctx.db.select({ n: count() }).from(webNotices).where(where);
  const rows = await ctx.db
    .select()
    .from(webNotices)
    .where(where)
    .orderBy(desc(webNotices.createdAt), desc(webNotices.id))
    .offset(input.SkipCount)
    .limit(input.MaxResultCount);
  return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
}

async function update(ctx: RequestContext, id: number, set: Partial<Row>) {
  const [row] = await ctx.db
    .update(webNotices)
    .set({ ...set, updatedAt: ctx.deps.now() })
    .where(and(eq(webNotices.id, id), eq(webNotices.tenantId, ctx.tenantId)))
    .returning();
  if (!row) throw notFound(id);
  return toDto(row);
}

/** WebNotice/Create (also how the demo seed writes its platform notices). */
export async function createWebNotice(ctx: RequestContext, input: WebNoticeInput) {
  const now = ctx.deps.now();
  const [row] = await ctx.db
    .insert(webNotices)
    .values({
      tenantId: ctx.tenantId,
      ...input,
      createdBy: requireSession(ctx).userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toDto(row!);
}

/** Platform notices (eWebNoticeList): administrators manage them; the portal shows the enabled ones to anyone. */
export const webNoticeService = service(WebNotice, [
  endpoint(WebNotice.GetPaged, {
    summary: 'Every platform notice of the tenant, newest first, optionally by enabled flag',
    access: ADMIN,
    handle: (ctx, input) => paged(ctx, input, input.isEnabled),
  }),
  endpoint(WebNotice.GetEnabledList, {
    summary: 'The enabled platform notices, newest first; no sign-in needed',
    access: 'anonymous',
    handle: (ctx, input) => paged(ctx, input, true),
  }),
  endpoint(WebNotice.Create, {
    summary: 'Write a platform notice; its rich text is sanitised',
    access: ADMIN,
    handle: createWebNotice,
  }),
  endpoint(WebNotice.Update, {
    summary: 'Change a platform notice; its rich text is sanitised',
    access: ADMIN,
    handle: (ctx, { id, ...input }) => update(ctx, id, input),
  }),
  endpoint(WebNotice.Enable, {
    summary: 'Show a platform notice on the portal',
    access: ADMIN,
    handle: (ctx, input) => update(ctx, input.id, { isEnabled: true }),
  }),
  endpoint(WebNotice.Disable, {
    summary: 'Hide a platform notice from the portal',
    access: ADMIN,
    handle: (ctx, input) => update(ctx, input.id, { isEnabled: false }),
  }),
  endpoint(WebNotice.Delete, {
    summary: 'Delete a platform notice',
    access: ADMIN,
    handle: async (ctx, input) => {
      const gone = await ctx.db
        .delete(webNotices)
        .where(and(eq(webNotices.id, input.id), eq(webNotices.tenantId, ctx.tenantId)))
        .returning({ id: webNotices.id });
      if (gone.length === 0) throw notFound(input.id);
      return {};
    },
  }),
]);
