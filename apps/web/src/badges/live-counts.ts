import { BadgeCountsMessage } from '@bidhall/contracts/realtime/server-events';
import { tabSocket } from '../realtime/socket';

/**
 * Listens for `badge:counts` on the tab's one gateway socket (src/realtime/socket.ts); when no
 * gateway answers, the socket keeps retrying quietly and the counts still refresh on
 * navigation. Answers an unsubscribe function.
 */
export function subscribeBadgeCounts(token: string, onCounts: (message: BadgeCountsMessage) => void): () => void {
  const socket = tabSocket(token);
  if (!socket) return () => {};
  const handler = (raw: unknown) => {
    const parsed = BadgeCountsMessage.safeParse(raw);
    if (parsed.success) onCounts(parsed.data);
  };
  socket.on('badge:counts', handler);
  return () => {
    socket.off('badge:counts', handler);
  };
}
