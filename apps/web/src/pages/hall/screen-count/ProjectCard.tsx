import type { SprojectDto } from '@bidhall/contracts/sproject';
import type { CountdownPhase } from '@bidhall/contracts/realtime/window';
import { useTranslation } from 'react-i18next';
import { formatSpan } from '../../../components/hall/Countdown';
import { formatTime } from '../../../components/hall/format';
import { fmt } from '../../../i18n/format';
import type { ProjectCounts } from './screen-live';

const COLORS: Readonly<Record<CountdownPhase, string>> = {
  'not-started': '#69b1ff',
  open: '#73d13d',
  paused: '#ffc53d',
  ended: '#8c8c8c',
};

export interface CardRow {
  p: SprojectDto;
  phase: CountdownPhase;
  endsAt: number | null;
  progress: number | null;
  /** The quote window, epoch ms. */
  from: number;
  to: number;
}

/** "MM-DD HH:mm – HH:mm" (the end's date too when it falls on another day). */
function span(from: number, to: number): string {
  const [a, b] = [formatTime(from), formatTime(to)];
  return `${a.slice(5, 16)} – ${a.slice(0, 10) === b.slice(0, 10) ? b.slice(11, 16) : b.slice(5, 16)}`;
}

const vw = (base: number, scale: number, min: number, max: number) =>
  `clamp(${min}px, ${(base * scale).toFixed(2)}vw, ${max}px)`;

/**
 * One project on the wall: name and number, phase and the time left, bidders and quotes seen
 * so far (the window's times until the first is seen),
 * and the leading price as the big screen's disclosure allows: the screen is told counts, never
 * a live amount, so a live project's price reads as not shown; a published result's amount is public.
 */
export function ProjectCard({
  row,
  now,
  counts,
  scale,
}: {
  row: CardRow;
  now: number;
  counts: ProjectCounts | undefined;
  scale: number;
}) {
  const { t } = useTranslation();
  const { p, phase, endsAt, progress } = row;
  const color = COLORS[phase];
  const left =
    endsAt !== null && phase !== 'ended'
      ? formatSpan(endsAt - now, (count) => t('hall.countdown.days', { count }))
      : null;
  return (
    <div
      data-testid="screen-project"
      data-phase={phase}
      style={{
        flex: '1 1 0',
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-evenly',
        padding: '0.6vh 0.8vw',
        borderLeft: `4px solid ${color}`,
        background: 'rgba(31, 75, 143, 0.25)',
        borderRadius: 4,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <span
          title={p.projectName}
          style={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: 600,
            fontSize: vw(0.95, scale, 12, 34),
          }}
        >
          {p.projectName}
        </span>
        <span style={{ color, whiteSpace: 'nowrap', fontSize: vw(0.8, scale, 11, 26) }}>
          {t(`hall.phase.${phase}`)}
        </span>
      </div>
      <div
        style={{
          color: '#8fb8ef',
          fontSize: vw(0.75, scale, 11, 22),
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {p.projectNum}
        {p.agencyCompanyName ? ` · ${p.agencyCompanyName}` : ''}
      </div>
      {left !== null && (
        <div
          data-testid="screen-project-left"
          style={{
            color,
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            fontSize: vw(1.9, scale, 18, 72),
            lineHeight: 1.1,
          }}
        >
          <span style={{ color: '#8fb8ef', fontWeight: 400, fontSize: '0.45em', marginRight: 8 }}>
            {t(phase === 'not-started' ? 'screen.startsIn' : 'screen.endsIn')}
          </span>
          {left}
        </div>
      )}
      {progress !== null && (
        <div style={{ height: 4, background: '#1d3358', borderRadius: 2 }}>
          <div
            style={{ width: `${(progress * 100).toFixed(1)}%`, height: '100%', background: color, borderRadius: 2 }}
          />
        </div>
      )}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
          color: '#c6dcff',
          fontSize: vw(0.8, scale, 11, 26),
        }}
      >
        <span data-testid="screen-project-counts">
          {counts
            ? t('screen.counts', { bidders: counts.bidderCount, quotes: counts.quoteCount })
            : span(row.from, row.to)}
        </span>
        <span data-testid="screen-project-lead" style={{ whiteSpace: 'nowrap' }}>
          {t('screen.lead')}: {p.winAmount ? fmt().money(p.winAmount) : t('screen.leadHidden')}
        </span>
      </div>
    </div>
  );
}
