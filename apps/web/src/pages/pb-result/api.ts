import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { call } from '../../api/call';
import { getExperts, getOpenedQuotes } from '../hall/bid-open-hall/api';

/** Refused until the quotes are open; the page then says so instead of an error. */
const getScoreBoard = (projectId: number) => call(Evaluation.GetScoreBoard, { projectId }, { silent: true });

/** What the purchaser's evaluation review shows: the board, when the quotes were opened, the panel's names. */
export async function getEvaluationReview(projectId: number) {
  const board = await getScoreBoard(projectId);
  const [opened, experts] = await Promise.all([
    getOpenedQuotes(projectId).catch(() => null),
    getExperts(projectId).catch(() => []),
  ]);
  return { board, openedAt: opened?.openedAt ?? null, expertNames: new Map(experts.map((e) => [e.userId, e.name])) };
}
