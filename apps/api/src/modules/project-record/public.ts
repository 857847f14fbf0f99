import type { PublicRecord } from '@bidhall/contracts/public-record';
import { publicRecordCut } from '@bidhall/domain/public-record';
import type { RequestContext } from '../../http/context.ts';
import { userFriendly } from '../../http/errors.ts';
import { sha256Hex } from '../../events/chain.ts';
import { loadRecord } from './export.ts';

/**
 * PublicRecord/Get: the record's public cut, for anyone, once the result announcement is
 * published (project state 7); before that the public learns nothing of it.
 */
export async function publicRecord(
  ctx: RequestContext,
  projectId: number,
  options: { inTransaction?: boolean } = {},
): Promise<PublicRecord> {
  const { project, settings, record } = await loadRecord(ctx, projectId, options);
  const winners = record.result.winners ?? [];
  const cut = publicRecordCut(
    {
      state: project.state,
      disclosure: settings.disclosure,
      winnerIds: winners.map((w) => w.supplierId),
      entries: record.entries,
    },
    sha256Hex,
  );
  if (!cut.ok) throw userFriendly({ key: 'record.resultNotPublished' });
  const ranking = cut.published === 'bidders' ? record.result.ranking.map(({ quoteCount: _, ...line }) => line) : [];
  return {
    ...record,
    cut: 'public',
    publicHead: cut.publicHead,
    entries: cut.entries,
    result: { ...record.result, published: cut.published, ranking },
  };
}
