import { HallStreamItem } from '@bidhall/contracts/hall';
import { ProjectEvent } from '@bidhall/contracts/routes/project-event';
import { readHallFrame } from '@bidhall/contracts/realtime/packed-frame';
import { CountdownMessage, HallPresenceMessage, HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import { call } from '../api/call';
import { useConnection } from './connection-store';
import { createHall, type Hall } from './hall-store';
import type { TabSocket } from './socket';

const JOIN_RETRY_MS = 3000;
const STREAM_EVENTS = ['quote:accepted', 'window:changed', 'project:state', 'signup:audited', 'quotes:opened'] as const;

export const fetchSince = (projectId: number, sinceSeq: number) =>
  call(ProjectEvent.GetSince, { projectId, sinceSeq }, { silent: true });

/**
 * Joins a hall on the tab socket and keeps it joined: on every (re)connect it joins again,
 * with `sinceSeq` once it holds a snapshot, and when the browser comes back online it has the
 * hall store catch up through the api (the store owns gap repair) even if the socket never
 * noticed the drop. Answers the hall and a leave.
 */
export function bindHall(socket: TabSocket, projectId: number): { hall: Hall; leave: () => void } {
  const hall = createHall(projectId, {
    fetchSince,
    onCatchingUp: (on) => useConnection.getState().setCatchingUp(projectId, on),
  });
  const ours = (message: { projectId: number }) => message.projectId === projectId;

  const onSnapshot = (raw: unknown) => {
    const parsed = HallSnapshot.safeParse(raw);
    if (parsed.success && ours(parsed.data)) hall.snapshot(parsed.data);
  };
  const onCountdown = (raw: unknown) => {
    const parsed = CountdownMessage.safeParse(raw);
    if (parsed.success && ours(parsed.data)) hall.countdown(parsed.data);
  };
  // A frame to many watchers comes packed; read, it is the frame it stands for.
  const onFrame = (raw: unknown) => {
    const frame = readHallFrame(raw);
    if (frame && ours(frame)) hall.receiveFrame(frame);
  };
  const onPresence = (raw: unknown) => {
    const parsed = HallPresenceMessage.safeParse(raw);
    if (parsed.success && ours(parsed.data)) hall.presence(parsed.data);
  };
  const streamHandlers = STREAM_EVENTS.map((event) => {
    const handler = (message: unknown) => {
      const parsed = HallStreamItem.safeParse({ event, message });
      if (parsed.success && ours(parsed.data.message)) hall.receive(parsed.data);
    };
    return [event, handler] as const;
  });

  let retry: ReturnType<typeof setTimeout> | undefined;
  const join = () => {
    clearTimeout(retry);
    if (!socket.connected) return;
    const sinceSeq = hall.hasBase() ? hall.store.getState().seq : undefined;
    socket.timeout(15_000).emit('hall:join', { projectId, sinceSeq }, (err, answer) => {
      // No answer, or the api behind the gateway is away for a moment: ask again shortly.
      if (err || (!answer.ok && answer.error.code === 'unavailable'))
        return void (retry = setTimeout(join, JOIN_RETRY_MS));
      if (!answer.ok) hall.fail(answer.error.message);
    });
  };
  const online = () => void hall.catchUp();
  // A refused join (a sign-up not passed yet) is asked again when the user's work changes: the
  // gateway pushes the user's counts on the audit that may have let it in.
  const workChanged = () => {
    if (hall.store.getState().phase === 'failed') join();
  };

  socket.on('hall:snapshot', onSnapshot);
  socket.on('countdown', onCountdown);
  socket.on('hall:presence', onPresence);
  socket.on('hall:frame', onFrame);
  for (const [event, handler] of streamHandlers) socket.on(event, handler);
  socket.on('connect', join);
  socket.on('badge:counts', workChanged);
  window.addEventListener('online', online);
  if (socket.connected) join();

  const leave = () => {
    clearTimeout(retry);
    socket.off('hall:snapshot', onSnapshot);
    socket.off('countdown', onCountdown);
    socket.off('hall:presence', onPresence);
    socket.off('hall:frame', onFrame);
    for (const [event, handler] of streamHandlers) socket.off(event, handler);
    socket.off('connect', join);
    socket.off('badge:counts', workChanged);
    window.removeEventListener('online', online);
    useConnection.getState().setCatchingUp(projectId, false);
    if (socket.connected) socket.emit('hall:leave', { projectId }, () => {});
  };
  return { hall, leave };
}
