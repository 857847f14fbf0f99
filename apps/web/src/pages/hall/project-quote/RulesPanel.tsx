import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { QuotingStyle } from '@bidhall/domain/winbid-rules';
import { fmt } from '../../../i18n/format';

interface Props {
  settings: PbSettingDto;
  style: QuotingStyle;
  window: ProjectWindow;
  /** Quotes this supplier has left; null when unlimited. */
  remaining: number | null;
}

/** The rules of this window at a glance, so a supplier never learns them by being refused. */
export function RulesPanel({ settings, style, window, remaining }: Props) {
  const { t } = useTranslation();
  const f = fmt();
  const up = style === 'ascending' || style === 'ascending-rate';
  const limit = up ? settings.startPrice : settings.priceCap;
  const step =
    settings.minStepKind === 'percent'
      ? t('hall.rules.stepPercent', { percent: f.number(Number(settings.minStep), 2) })
      : t('hall.rules.stepAmount', { amount: f.money(settings.minStep) });
  const soft = settings.softClose;
  const items = [
    {
      key: 'limit',
      label: up ? t('hall.rules.startPrice') : t('hall.rules.priceCap'),
      children: limit === null ? t('hall.rules.none') : f.money(limit),
    },
    ...(style === 'sealed'
      ? []
      : [
          {
            key: 'step',
            label: up ? t('hall.rules.stepUp') : t('hall.rules.stepDown'),
            children: settings.mustBeatBest ? `${step}；${t('hall.rules.mustBeatBest')}` : step,
          },
        ]),
    {
      key: 'remaining',
      label: t('hall.rules.remaining'),
      children: remaining === null ? t('hall.rules.unlimited') : f.number(remaining),
    },
    {
      key: 'soft',
      label: t('hall.rules.softClose'),
      children: soft.enabled
        ? t('hall.rules.softCloseOn', {
            trigger: soft.triggerSeconds,
            extend: soft.extendSeconds,
            max: soft.maxExtensions,
            what: t(soft.trigger === 'best' ? 'hall.rules.softCloseBest' : 'hall.rules.softCloseAny'),
          })
        : t('hall.rules.softCloseOff'),
    },
    {
      key: 'extensions',
      label: t('hall.rules.extensions'),
      children:
        window.extensions === 0
          ? t('hall.rules.extensionsNone')
          : t('hall.rules.extensionsSome', { count: window.extensions, seconds: window.extendedSeconds }),
    },
  ];
  return (
    <Card size="small" title={t('hall.rules.title')} data-testid="hall-rules">
      <Descriptions
        size="small"
        // The card is half the hall's width: three columns only on the widest screens, or a
        // longer label (pt-BR's "Lances restantes") leaves its value a letter per line.
        column={{ xs: 1, sm: 2, xxl: 3 }}
        items={items.map((i) => ({ ...i, children: <span data-testid={`rule-${i.key}`}>{i.children}</span> }))}
      />
    </Card>
  );
}
