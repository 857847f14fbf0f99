import { notices } from '../../db/documents-schema.ts';
import type { Db } from '../../db/database.ts';
import { announcements } from '../../db/lifecycle-schema.ts';

export type PublishedNotice = {
  tenantId: number;
  projectId: number;
  type: number;
  title: string;
  /** Rich text; its column sanitises it (db/columns.ts → richText). */
  content: string;
  publishedBy: number;
  at: Date;
  times?: { applyToTime?: Date | null; uppriceFromTime?: Date | null; uppriceToTime?: Date | null };
};

/**
 * The record a published notice leaves: the announcement (the project's record) and the
 * published notice the notice pages and the public list read. A project move that publishes
 * without a draft of its own (UpStatus called directly, the demo seed) writes both here, so
 * what it publishes is read exactly like what Announcement/Publish publishes.
 */
export async function writePublishedNotice(
  db: Db,
  n: PublishedNotice,
): Promise<{ announcementId: number; noticeId: number }> {
  const [made] = await db
    .insert(announcements)
    .values({
      tenantId: n.tenantId,
      projectId: n.projectId,
      type: n.type,
      title: n.title,
      content: n.content,
      publishedBy: n.publishedBy,
      publishedAt: n.at,
    })
    .returning({ id: announcements.id });
  const [notice] = await db
    .insert(notices)
    .values({
      tenantId: n.tenantId,
      projectId: n.projectId,
      type: n.type,
      title: n.title,
      content: n.content,
      status: 1,
      applyToTime: n.times?.applyToTime ?? null,
      uppriceFromTime: n.times?.uppriceFromTime ?? null,
      uppriceToTime: n.times?.uppriceToTime ?? null,
      announcementId: made!.id,
      createdBy: n.publishedBy,
      publishedBy: n.publishedBy,
      publishedAt: n.at,
      createdAt: n.at,
      updatedAt: n.at,
    })
    .returning({ id: notices.id });
  return { announcementId: made!.id, noticeId: notice!.id };
}
