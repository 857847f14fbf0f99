import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MONEY_ERROR_MESSAGES, formatAmount, toChineseUppercase, tryParseAmount } from '@bidhall/domain/money';
import { useLang } from '../../../i18n/useLang';
import { useQuoteSubmit, type SubmitOutcome } from './useQuoteSubmit';

interface Props {
  projectId: number;
  byRate: boolean;
  /** Why quoting is not possible now, in words; null when it is. */
  blocked: string | null;
  onAccepted: (outcome: Extract<SubmitOutcome, { kind: 'accepted' }>) => void;
}

/** The amount (or discount rate) as typed, its uppercase form, a confirmation, then the answer. */
export function QuoteForm({ projectId, byRate, blocked, onAccepted }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const { modal, message } = App.useApp();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<{ type: 'error' | 'warning'; text: string } | null>(null);
  const { submit, busy } = useQuoteSubmit(projectId, byRate);
  const trimmed = value.trim();
  const parsed = trimmed === '' ? null : tryParseAmount(trimmed);
  const invalid = parsed && !parsed.ok ? label(MONEY_ERROR_MESSAGES[parsed.code]) : null;
  const upper = parsed?.ok && !byRate ? toChineseUppercase(parsed.value) : null;

  async function send() {
    const outcome = await submit(trimmed);
    if (outcome.kind === 'accepted') {
      setProblem(null);
      setValue('');
      void message.success(t('hall.form.accepted', { amount: byRate ? `${outcome.result.amount}%` : formatAmount(outcome.result.amount) }));
      onAccepted(outcome);
    } else if (outcome.kind === 'unanswered') setProblem({ type: 'warning', text: t('hall.form.retry') });
    else setProblem({ type: 'error', text: outcome.message });
  }

  function confirm() {
    if (!parsed?.ok) return setProblem({ type: 'error', text: invalid ?? t('hall.form.required') });
    const content = byRate ? t('hall.form.confirmRate', { rate: trimmed }) : t('hall.form.confirmAmount', { amount: formatAmount(parsed.value), upper });
    modal.confirm({ title: t('hall.form.confirmTitle'), content, okText: t('hall.form.ok'), cancelText: t('hall.form.cancel'), onOk: send });
  }

  return (
    <Card title={t('hall.form.title')} size="small">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={byRate ? t('hall.form.rate') : t('hall.form.amount')}
            placeholder={byRate ? t('hall.form.rate') : t('hall.form.amount')}
            value={value}
            status={invalid ? 'error' : undefined}
            disabled={blocked !== null}
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={confirm}
            data-testid="quote-input"
          />
          <Button type="primary" loading={busy} disabled={blocked !== null || trimmed === ''} onClick={confirm} data-testid="quote-submit">
            {t('hall.form.submit')}
          </Button>
        </Space.Compact>
        {upper && (
          <Typography.Text data-testid="quote-uppercase">
            {t('hall.form.uppercase')}：{upper}
          </Typography.Text>
        )}
        {invalid && <Typography.Text type="danger">{invalid}</Typography.Text>}
        {blocked && <Alert type="info" showIcon title={blocked} />}
        {problem && <Alert type={problem.type} showIcon title={problem.text} data-testid="quote-problem" />}
      </Space>
    </Card>
  );
}
