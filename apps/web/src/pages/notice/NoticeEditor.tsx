import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementDraftInput } from '@bidhall/contracts/announcement';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { ApiError } from '../../api/client';
import { confirmDialog } from '../../components/dialog';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { publishNotice, saveNotice } from './api';
import type { NoticeDraft } from './api';
import { NoticePreview } from './NoticePreview';

const shape = AnnouncementDraftInput.shape;
const FIELDS = ['title', 'content'];

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

type Values = { title: string; content: string };

/** Write, preview and publish a notice of a project; publishing makes its effect on the project. */
export function NoticeEditor({
  projectId,
  type,
  draft,
  defaultTitle,
  precheck,
  publishable = true,
  extra,
  onPublished,
}: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => form.setFieldsValue({ title: draft?.title ?? defaultTitle, content: draft?.content ?? '' }),
    [draft, defaultTitle, form],
  );

  /** The whole draft when every field and the page's own checks pass; else the messages are shown. */
  const checked = async (forPublishing: boolean): Promise<NoticeDraft | undefined> => {
    const values = await validated(form);
    const more = extra ? extra() : {};
    if (!values || !more) return undefined;
    const refusal = forPublishing ? precheck?.() : null;
    if (refusal) return void message.error(refusal);
    return { id: draft?.id, projectId, type, ...values, ...more };
  };
  const fieldErrors = (error: unknown) =>
    error instanceof ApiError && applyFieldErrors(form, error.validationErrors, FIELDS);

  const save = async () => {
    const notice = await checked(false);
    if (!notice) return;
    await saveNotice(notice).then(() => {
      void message.success(t('notice.savedDone'));
      onPublished();
    }, fieldErrors);
  };

  // Publishing passes through the preview: the agency sees the notice as readers will.
  const showBeforePublishing = async () => {
    if (await checked(true)) setPreview(form.getFieldsValue());
  };

  const publish = async () => {
    const notice = await checked(true);
    if (!notice) return setPreview(null);
    if (
      !(await confirmDialog({
        title: 'notice.confirm.publishTitle',
        content: 'notice.confirm.publish',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    setBusy(true);
    try {
      const saved = await saveNotice(notice);
      await publishNotice(saved.id);
      setPreview(null);
      void message.success(t('notice.publishedDone'));
      onPublished();
    } catch (error) {
      setPreview(null);
      fieldErrors(error);
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
        <RichTextEditor
          aria-label={t('notice.content')}
          placeholder={t('notice.contentPlaceholder')}
          data-testid="notice-content"
        />
      </Form.Item>
      <Space>
        <Button onClick={() => setPreview(form.getFieldsValue())} data-testid="notice-preview-open">
          {t('notice.preview')}
        </Button>
        <Button onClick={() => void save()} data-testid="notice-save">
          {t('notice.saveDraft')}
        </Button>
        {publishable && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void showBeforePublishing()}
            data-testid="notice-publish"
          >
            {t('notice.publish')}
          </Button>
        )}
      </Space>
      <NoticePreview
        open={preview !== null}
        title={preview?.title ?? ''}
        content={preview?.content ?? ''}
        busy={busy}
        onPublish={publishable ? () => void publish() : undefined}
        onClose={() => setPreview(null)}
      />
    </Form>
  );
}
