import { useState } from 'react';
import { Form, Input, Modal, Switch, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { WebNoticeInput } from '@bidhall/contracts/announcement';
import type { WebNoticeDto } from '@bidhall/contracts/announcement';
import { ApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../forms/field-errors';
import { zodRule } from '../../../forms/zod-rule';
import { useLang } from '../../../i18n/useLang';
import { createNotice, updateNotice } from './api';

const { shape } = WebNoticeInput;
const FIELDS = ['title', 'content', 'isEnabled'];

interface Props {
  /** A notice to edit, `'new'` for a new one, null when closed. */
  notice: WebNoticeDto | 'new' | null;
  onClose: (saved: boolean) => void;
}

interface Values {
  title: string;
  content: string;
  isEnabled: boolean;
}

/** Writes or changes a platform notice; the fields are checked as WebNotice/Create checks them. */
export function NoticeFormModal({ notice, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const editing = notice !== null && notice !== 'new' ? notice : null;
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const input = { title: values.title.trim(), content: values.content ?? '', isEnabled: values.isEnabled };
      await (editing ? updateNotice(editing.id, input) : createNotice(input));
      void message.success(t('admin.notice.saved'));
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setBusy(false);
    }
  };
  const initial = {
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    isEnabled: editing?.isEnabled ?? true,
  };
  return (
    <Modal
      open={notice !== null}
      width={720}
      title={t(editing ? 'admin.notice.edit' : 'admin.notice.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit} preserve={false}>
        <Form.Item name="title" label={t('admin.notice.title')} rules={[zodRule(shape.title, lang)]}>
          <Input />
        </Form.Item>
        <Form.Item name="content" label={t('admin.notice.content')} rules={[zodRule(shape.content, lang)]}>
          <Input.TextArea rows={10} />
        </Form.Item>
        <Form.Item name="isEnabled" label={t('admin.notice.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
