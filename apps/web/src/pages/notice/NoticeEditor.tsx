import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementDraftInput } from '@bidhall/contracts/announcement';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { ApiError } from '../../api/client';
import { confirmDialog } from '../../components/dialog';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { publishNotice, saveNotice } from './api';
import type { NoticeDraft } from './api';

const shape = AnnouncementDraftInput.shape;

interface Props {
  projectId: number;
  type: number;
  draft: AnnouncementDto | undefined;
  defaultTitle: string;
  /** Checks the project may be published now; answers a message to show instead. */
  precheck?: () => string | null;
  /** Whether the caller may publish now (else only the draft is saved); true when left out. */
  publishable?: boolean;
  /** More of the draft from the page (a correction's times); undefined when it is not valid. */
  extra?: () => Partial<NoticeDraft> | undefined;
  onPublished: () => void;
}

/** Write, preview and publish a notice of a project; publishing makes its effect on the project. */
export function NoticeEditor({ projectId, type, draft, defaultTitle, precheck, publishable = true, extra, onPublished }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => form.setFieldsValue({ title: draft?.title ?? defaultTitle, content: draft?.content ?? '' }), [draft, defaultTitle, form]);

  const save = async () => {
    const values = await validated(form);
    const more = extra ? extra() : {};
    if (!values || !more) return;
    await saveNotice({ id: draft?.id, projectId, type, ...values, ...more }).then(
      () => {
        void message.success(t('notice.savedDone'));
        onPublished();
      },
      (error: unknown) => error instanceof ApiError && applyFieldErrors(form, error.validationErrors, ['title', 'content']),
    );
  };

  const publish = async () => {
    const values = await validated(form);
    const more = extra ? extra() : {};
    if (!values || !more) return;
    const refusal = precheck?.();
    if (refusal) return void message.error(refusal);
    if (!(await confirmDialog({ title: 'notice.confirm.publishTitle', content: 'notice.confirm.publish', ok: 'common.ok', cancel: 'common.cancel' }))) return;
    setBusy(true);
    try {
      const saved = await saveNotice({ id: draft?.id, projectId, type, ...values, ...more });
      await publishNotice(saved.id);
      void message.success(t('notice.publishedDone'));
      onPublished();
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, ['title', 'content']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" data-testid="notice-editor">
      <Form.Item name="title" label={t('notice.title')} rules={[zodRule(shape.title, lang)]}>
        <Input data-testid="notice-title" />
      </Form.Item>
      <Form.Item name="content" label={t('notice.content')} rules={[zodRule(shape.content, lang)]}>
        <Input.TextArea rows={10} data-testid="notice-content" />
      </Form.Item>
      <Space>
        <Button onClick={() => setPreview(true)}>{t('notice.preview')}</Button>
        <Button onClick={() => void save()} data-testid="notice-save">
          {t('notice.saveDraft')}
        </Button>
        {publishable && (
          <Button type="primary" loading={busy} onClick={() => void publish()} data-testid="notice-publish">
            {t('notice.publish')}
          </Button>
        )}
      </Space>
      <Modal open={preview} title={form.getFieldValue('title') as string} footer={null} onCancel={() => setPreview(false)} width={760}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{form.getFieldValue('content') as string}</div>
      </Modal>
    </Form>
  );
}
