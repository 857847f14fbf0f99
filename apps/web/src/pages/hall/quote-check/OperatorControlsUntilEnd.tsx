import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { useEdgeNow } from '../../../realtime/useEdgeNow';
import { OperatorControls } from './OperatorControls';

/**
 * The operator's actions while the window can still be acted on: gone the moment it ends on the
 * server's clock, or the project leaves its live state (a `project:state` the hall applied);
 * a paused window keeps them, to be resumed.
 */
export function OperatorControlsUntilEnd({
  projectId,
  window,
  state,
}: {
  projectId: number;
  window: ProjectWindow;
  state: number;
}) {
  const now = useEdgeNow([window.uppriceFromTime, window.uppriceToTime]);
  const { phase } = countdownPhase(window, now, state);
  if (phase === 'ended') return null;
  return <OperatorControls projectId={projectId} window={window} live={phase === 'open' || phase === 'not-started'} />;
}
