import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmt } from '../../../i18n/format';
import type { StandingFigures } from './standing';

/** The best price and the supplier's gap to it, where the disclosure mode lets it see them. */
export function BestPanel({ standing, byRate }: { standing: StandingFigures; byRate: boolean }) {
  const { t } = useTranslation();
  const f = fmt();
  const show = (v: string | null) => (v === null ? '-' : f.quote(v, byRate));
  // An amount equal to the best ranks behind it when it came later (ties go to the earlier quote).
  const even = standing.gap !== null && Number(standing.gap) === 0;
  const leading = standing.rank === 1 || (even && standing.rank === null);
  return (
    <Card size="small" title={t('hall.best.title')} data-testid="best-panel">
      <Row gutter={12}>
        <Col span={8}>
          <Statistic
            title={t('hall.best.title')}
            valueRender={() => (
              <span data-testid="best-amount">{standing.bestVisible ? show(standing.best) : '-'}</span>
            )}
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('hall.best.mine')}
            valueRender={() => <span data-testid="own-latest">{show(standing.own)}</span>}
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('hall.best.gap')}
            valueRender={() => (
              <span data-testid="best-gap">
                {standing.gap === null ? (
                  '-'
                ) : leading ? (
                  <Typography.Text type="success">{t('hall.best.leading')}</Typography.Text>
                ) : even ? (
                  <Typography.Text type="warning">{t('hall.best.tied')}</Typography.Text>
                ) : (
                  f.quote(standing.gap, byRate)
                )}
              </span>
            )}
          />
        </Col>
      </Row>
      {!standing.bestVisible && <Typography.Text type="secondary">{t('hall.best.hidden')}</Typography.Text>}
    </Card>
  );
}
