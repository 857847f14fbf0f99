import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { ApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../forms/field-errors';
import { adjustEnd, pauseWindow, resumeWindow } from './api';
import { DateTimeInput } from '../../../components/DateTimeInput';
import { PauseDialog } from './PauseDialog';

interface AdjustValues {
  newEnd: Dayjs;
  reason: string;
}

/** The agency's operator actions on the live window, each after a confirmation. */
export function OperatorControls({
  projectId,
  window,
  live,
}: {
  projectId: number;
  window: ProjectWindow;
  live: boolean;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [adjusting, setAdjusting] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [form] = Form.useForm<AdjustValues>();
  const done = () => void message.success(t('hall.operator.done'));

  const confirmThen = (content: string, action: () => Promise<unknown>) =>
    modal.confirm({
      title: t('hall.operator.confirmTitle'),
      content,
      okText: t('hall.operator.ok'),
      cancelText: t('hall.form.cancel'),
      // A refusal was shown already (beside its field, or by the client's error handling).
      onOk: () => action().then(done, () => undefined),
    });

  async function submitAdjust() {
    // The form shows what is missing beside its fields.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const newEnd = values.newEnd.valueOf();
    confirmThen(t('hall.operator.adjustConfirm', { reason: values.reason }), async () => {
      try {
        await adjustEnd({ projectId, newEnd, reason: values.reason });
      } catch (error) {
        // An end moved beyond the rules is told beside the field, and the form stays open.
        if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, ['newEnd', 'reason']);
        throw error;
      }
      setAdjusting(false);
      form.resetFields();
    });
  }

  return (
    <Space data-testid="operator-controls">
      {window.paused ? (
        <Button
          onClick={() => confirmThen(t('hall.operator.resumeConfirm'), () => resumeWindow(projectId))}
          data-testid="op-resume"
        >
          {t('hall.operator.resume')}
        </Button>
      ) : (
        <Button danger disabled={!live} onClick={() => setPausing(true)} data-testid="op-pause">
          {t('hall.operator.pause')}
        </Button>
      )}
      <PauseDialog
        open={pausing}
        onClose={() => setPausing(false)}
        onPause={(reason) => pauseWindow(projectId, reason).then(done)}
      />
      <Button disabled={!live} onClick={() => setAdjusting(true)} data-testid="op-adjust">
        {t('hall.operator.adjustEnd')}
      </Button>
      <Modal
        open={adjusting}
        title={t('hall.operator.adjustEnd')}
        onCancel={() => setAdjusting(false)}
        onOk={() => void submitAdjust()}
        okText={t('hall.operator.ok')}
        cancelText={t('hall.form.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="newEnd"
            label={t('hall.operator.newEnd')}
            rules={[{ required: true, message: t('hall.operator.newEndRequired') }]}
          >
            <DateTimeInput style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('hall.operator.reason')}
            rules={[{ required: true, whitespace: true, message: t('hall.operator.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
