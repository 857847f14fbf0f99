import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Radio, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitResultInput } from '@bidhall/contracts/evaluation';
import type { OpenedQuotesDto } from '@bidhall/contracts/evaluation';
import { ApiError } from '../../api/client';
import { confirmDialog } from '../../components/dialog';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { getOpenedQuotes } from '../hall/bid-open-hall/api';
import { formatMoney } from '../workflow/format';
import { submitResult } from './api';

type Manual = NonNullable<SubmitResultInput['manual']>;
// The same field rules the api applies to `manual`.
const MANUAL = SubmitResultInput.shape.manual.unwrap().shape;
const FIELDS = ['manual.supplierId', 'manual.reason'];

interface Props {
  projectId: number;
  /** Without the edit action the bidders are listed but nothing can be chosen. */
  editable: boolean;
  onSubmitted: () => void;
}

/** Method 0 ("other"): the agency names the winner among the opened quotes and writes why. */
export function ManualWinnerForm({ projectId, editable, onSubmitted }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ manual: Manual }>();
  const [quotes, setQuotes] = useState<OpenedQuotesDto['ranking'] | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    getOpenedQuotes(projectId).then(
      (q) => setQuotes(q.ranking),
      () => setQuotes([]),
    );
  }, [projectId]);

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    if (
      !(await confirmDialog({
        title: 'result.confirm.submitTitle',
        content: 'result.confirm.submitManual',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    setSaving(true);
    try {
      await submitResult(projectId, { supplierId: values.manual.supplierId, reason: values.manual.reason.trim() });
      void message.success(t('result.submitted'));
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  if (!quotes) return <Spin />;
  return (
    <Form form={form} layout="vertical" disabled={!editable} data-testid="manual-winner-form" style={{ maxWidth: 720 }}>
      <Form.Item
        name={['manual', 'supplierId']}
        label={t('result.manual.winner')}
        rules={[{ required: true, message: t('result.manual.winnerRequired') }]}
      >
        {quotes.length === 0 ? (
          <span>{t('result.manual.noBidders')}</span>
        ) : (
          <Radio.Group data-testid="manual-winner">
            <Space orientation="vertical">
              {quotes.map((q) => (
                <Radio key={q.supplierId} value={q.supplierId} data-testid={`winner-${q.supplierId}`}>
                  {q.companyName} — {formatMoney(q.amount)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </Form.Item>
      <Form.Item
        name={['manual', 'reason']}
        label={t('result.manual.reason')}
        extra={t('result.manual.reasonHint')}
        rules={[zodRule(MANUAL.reason, lang)]}
      >
        <Input.TextArea rows={4} maxLength={2000} data-testid="manual-reason" />
      </Form.Item>
      {editable && (
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="result-submit">
          {t('result.submitAction')}
        </Button>
      )}
    </Form>
  );
}
