import type { SprojectDto } from '@bidhall/contracts/sproject';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';

/** A listed project's times (a project, or a sign-up with its project's) as a window, for a countdown outside a joined hall. */
export function windowOfProject(
  p: Pick<SprojectDto, 'applyToTime' | 'uppriceFromTime' | 'uppriceToTime' | 'paused'>,
): ProjectWindow | null {
  if (!p.uppriceFromTime || !p.uppriceToTime) return null;
  return {
    applyToTime: p.applyToTime ? Date.parse(p.applyToTime) : 0,
    uppriceFromTime: Date.parse(p.uppriceFromTime),
    uppriceToTime: Date.parse(p.uppriceToTime),
    paused: p.paused,
    extensions: 0,
    extendedSeconds: 0,
    version: 1,
  };
}
