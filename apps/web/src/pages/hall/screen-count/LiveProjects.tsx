import type { SprojectDto } from '@bidhall/contracts/sproject';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import { useTranslation } from 'react-i18next';
import { formatSpan } from '../../../components/hall/Countdown';
import { windowOfProject } from '../project-times';

const COLORS = { 'not-started': '#69b1ff', open: '#73d13d', paused: '#ffc53d', ended: '#8c8c8c' } as const;

/** Published projects with their phase and the time left, on the synced clock. */
export function LiveProjects({ projects, now }: { projects: readonly SprojectDto[]; now: number }) {
  const { t } = useTranslation();
  const rows = projects.flatMap((p) => {
    const window = windowOfProject(p);
    return window ? [{ p, ...countdownPhase(window, now, p.state) }] : [];
  });
  if (rows.length === 0) return <div style={{ color: '#8fb8ef' }}>{t('screen.noLive')}</div>;
  return (
    <div data-testid="screen-projects-list" style={{ overflow: 'auto', height: '100%' }}>
      {rows.map(({ p, phase, endsAt }) => (
        <div key={p.id} style={{ display: 'flex', justifyContent: 'space-between', padding: '0.6vh 0', borderBottom: '1px solid #1d3358' }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', marginRight: 8 }}>{p.projectName}</span>
          <span style={{ color: COLORS[phase], whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {t(`hall.phase.${phase}`)} {endsAt !== null && phase !== 'ended' ? formatSpan(endsAt - now, (count) => t('hall.countdown.days', { count })) : ''}
          </span>
        </div>
      ))}
    </div>
  );
}
