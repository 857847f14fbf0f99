import { Card, Descriptions } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { DISCLOSURE_MODES, isDisclosureMode, isSealed, isWinbidRule } from '@bidhall/domain/winbid-rules';
import { call } from '../../api/call';
import { fmt } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useLoad } from '../useLoad';
import { formatTime } from './format-time';

/**
 * The bidding rules of a project as they will run, read-only: what the purchaser passes in its
 * review and what a supplier agrees to when it signs up (cap, floor, step and what it is measured
 * from, disclosure, soft close, quote limit, minimum bidders, window).
 */
export function BiddingRulesCard({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const { label } = useLang();
  const load = useCallback(() => call(PbSetting.Get, { projectId: project.id }), [project.id]);
  const { data: s, loading } = useLoad(load);
  const f = fmt();
  const sealed = isWinbidRule(project.winbidRule) && isSealed(project.winbidRule);
  const items = s
    ? [
        {
          key: 'priceCap',
          label: t('pbSetting.field.priceCap'),
          children: s.priceCap ? f.money(s.priceCap) : t('hall.rules.none'),
        },
        {
          key: 'startPrice',
          label: t('pbSetting.field.startPrice'),
          children: s.startPrice ? f.money(s.startPrice) : t('hall.rules.none'),
        },
        ...(s.effectiveFloor
          ? [
              {
                key: 'floor',
                label: t('hall.rules.floor'),
                children:
                  s.floorPercent === null
                    ? f.money(s.effectiveFloor)
                    : t('hall.rules.floorShare', { amount: f.money(s.effectiveFloor), percent: s.floorPercent }),
              },
            ]
          : []),
        ...(sealed
          ? []
          : [
              {
                key: 'step',
                label: t('pbSetting.field.minStep'),
                children: `${
                  s.minStepKind === 'percent'
                    ? t('hall.rules.stepPercent', { percent: f.number(Number(s.minStep), 2) })
                    : t('hall.rules.stepAmount', { amount: f.money(s.minStep) })
                }${s.stepAgainst === 'best' ? `, ${t('hall.rules.stepFromBest')}` : ''}${
                  s.mustBeatBest ? `; ${t('hall.rules.mustBeatBest')}` : ''
                }`,
              },
              {
                key: 'disclosure',
                label: t('pbSetting.field.disclosure'),
                children: isDisclosureMode(s.disclosure) ? label(DISCLOSURE_MODES[s.disclosure].labels) : '-',
              },
              {
                key: 'softClose',
                label: t('hall.rules.softClose'),
                children: s.softClose.enabled
                  ? t('hall.rules.softCloseOn', {
                      trigger: s.softClose.triggerSeconds,
                      extend: s.softClose.extendSeconds,
                      max: s.softClose.maxExtensions,
                      what: t(s.softClose.trigger === 'best' ? 'hall.rules.softCloseBest' : 'hall.rules.softCloseAny'),
                    })
                  : t('hall.rules.softCloseOff'),
              },
            ]),
        {
          key: 'maxQuotes',
          label: t('pbSetting.field.maxQuotes'),
          children: s.maxQuotes === null ? t('hall.rules.unlimited') : f.number(s.maxQuotes),
        },
        { key: 'minBidders', label: t('pbSetting.field.minBidders'), children: f.number(s.minBidders) },
        {
          key: 'window',
          label: t('hall.rules.window'),
          children: `${formatTime(project.uppriceFromTime)} ~ ${formatTime(project.uppriceToTime)}`,
        },
      ]
    : [];
  return (
    <Card size="small" title={t('hall.rules.title')} loading={loading} data-testid="bidding-rules">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        // Lines break between words and Chinese characters only, never inside an amount or a
        // time (the cells' default breaks a long word anywhere).
        styles={{ content: { overflowWrap: 'normal', wordBreak: 'normal' } }}
        items={items.map((i) => ({ ...i, children: <span data-testid={`terms-${i.key}`}>{i.children}</span> }))}
      />
    </Card>
  );
}
