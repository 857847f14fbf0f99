import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { useServerNow } from './useServerNow';

const pad = (n: number) => String(n).padStart(2, '0');

/** "1天 02:03:04" / "02:03:04" for a span in ms (never negative). */
export function formatSpan(ms: number, dayLabel: (count: number) => string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

const COLORS = { 'not-started': 'processing', open: 'success', paused: 'warning', ended: 'default' } as const;

/** The window's phase and the seconds left, rendered on the synced server clock. */
export function Countdown({
  window,
  state,
  compact = false,
}: {
  window: ProjectWindow;
  state?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const now = useServerNow();
  const { phase, endsAt } = countdownPhase(window, now, state);
  const label =
    phase === 'not-started' ? t('hall.countdown.toStart') : phase === 'open' ? t('hall.countdown.toEnd') : null;
  const text =
    endsAt !== null && label ? formatSpan(endsAt - now, (count) => t('hall.countdown.days', { count })) : null;
  return (
    // The longer phase names ("Bidding paused", "Lances encerrados") and the pause note wrap
    // rather than run out of a narrow spot (a 390 px phone's hall card).
    <Space data-testid="countdown" data-phase={phase} size={compact ? 4 : 8} wrap>
      <Tag color={COLORS[phase]} style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
        {t(`hall.phase.${phase}`)}
      </Tag>
      {text ? (
        <Typography.Text strong={!compact} style={compact ? undefined : { fontSize: 22 }}>
          {label} <span data-testid="countdown-left">{text}</span>
        </Typography.Text>
      ) : (
        // An ended window's tag says it all; a paused one tells why nobody may quote.
        phase === 'paused' && <Typography.Text type="secondary">{t('hall.countdown.paused')}</Typography.Text>
      )}
    </Space>
  );
}
