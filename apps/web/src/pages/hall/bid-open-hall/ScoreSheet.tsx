import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHEET_PROBLEM_MESSAGES } from '@bidhall/domain/score-sheet';
import { refreshBadges } from '../../../badges/refresh-badges';
import { useLang } from '../../../i18n/useLang';
import { formatTime } from '../../../components/hall/format';
import { saveScores, submitScores } from './api';
import { cellKey, cellsOf, entriesOf, problemsOf, totalsOf, valuesOf, type SheetValues } from './sheet';
import type { MyScores } from './types';

type Bidder = MyScores['bidders'][number];

/** The expert's points per supplier and criterion, checked by the domain rules before saving. */
export function ScoreSheet({
  projectId,
  sheet,
  onChange,
}: {
  projectId: number;
  sheet: MyScores;
  onChange: (s: MyScores) => void;
}) {
  const { t } = useTranslation();
  const { label } = useLang();
  const { modal, message } = App.useApp();
  const [values, setValues] = useState<SheetValues>(() => valuesOf(sheet));
  const [shown, setShown] = useState(false);
  const problems = problemsOf(sheet, values);
  const bad = new Map(
    problems.filter((p) => p.criterionId !== undefined).map((p) => [cellKey(p.supplierId, p.criterionId!), p.code]),
  );
  const locked = sheet.submittedAt !== null;

  async function save(): Promise<boolean> {
    setShown(true);
    if (problems.length > 0) return false;
    onChange(await saveScores({ projectId, scores: entriesOf(sheet, values) }));
    void message.success(t('hall.expert.saved'));
    return true;
  }

  // What the expert submits, bidder by bidder, and what follows it; asked only of a complete sheet.
  const submit = () => {
    setShown(true);
    if (problems.length > 0) return;
    modal.confirm({
      title: t('hall.expert.submit'),
      content: (
        <Space orientation="vertical" data-testid="submit-totals">
          {totalsOf(sheet, values).map(({ companyName, total }) => (
            <span key={companyName}>{t('hall.expert.total', { company: companyName, total })}</span>
          ))}
          <span>{t('hall.expert.submitConfirm')}</span>
          <Typography.Text type="secondary">{t('hall.expert.submitNext')}</Typography.Text>
        </Space>
      ),
      okText: t('hall.form.ok'),
      cancelText: t('hall.form.cancel'),
      onOk: async () => {
        if (!(await save())) return;
        onChange(await submitScores(projectId));
        // One project fewer to score: the menu badge says so at once.
        refreshBadges();
      },
    });
  };

  const columns = [
    { title: t('hall.ranking.company'), dataIndex: 'companyName', fixed: 'left' as const },
    ...sheet.criteria.map((c) => ({
      title: t('common.parenthetical', { text: c.name, note: t('hall.expert.max', { max: c.maxPoints }) }),
      key: String(c.id),
      render: (_: unknown, b: Bidder) => {
        const key = cellKey(b.supplierId, c.id);
        // Points out of range are named as typed; a cell left empty only once the expert saves.
        const found = bad.get(key);
        const code = shown || found === 'out-of-range' ? found : undefined;
        return (
          <Input
            aria-label={`${b.companyName} ${c.name}`}
            value={values[key] ?? ''}
            disabled={locked}
            status={code ? 'error' : undefined}
            title={code ? label(SHEET_PROBLEM_MESSAGES[code]) : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            style={{ width: 90 }}
          />
        );
      },
    })),
  ];
  const codes = [...new Set(problems.map((p) => p.code))].filter((c) => c !== 'out-of-range');
  const outOfRange = cellsOf(
    sheet,
    problems.filter((p) => p.code === 'out-of-range'),
  );

  return (
    <Card size="small" title={t('hall.expert.sheet')} data-testid="score-sheet">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Table<Bidder>
          size="small"
          rowKey="supplierId"
          pagination={false}
          dataSource={sheet.bidders}
          columns={columns}
          scroll={{ x: true }}
        />
        {outOfRange.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="sheet-out-of-range"
            title={t('hall.expert.outOfRange', {
              cells: outOfRange.join(t('hall.expert.cellSeparator')),
              problem: label(SHEET_PROBLEM_MESSAGES['out-of-range']),
            })}
          />
        )}
        {shown && codes.length > 0 && (
          <Alert type="error" showIcon title={codes.map((c) => label(SHEET_PROBLEM_MESSAGES[c])).join('；')} />
        )}
        {locked ? (
          <Typography.Text type="success">
            {t('hall.expert.submittedAt', { time: formatTime(Date.parse(sheet.submittedAt!)) })}
          </Typography.Text>
        ) : (
          <Space>
            <Button onClick={() => void save()}>{t('hall.expert.save')}</Button>
            <Button type="primary" onClick={submit}>
              {t('hall.expert.submit')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
