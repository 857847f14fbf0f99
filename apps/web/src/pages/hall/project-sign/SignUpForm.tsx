import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useSession } from '../../../auth/session-store';
import { applyFieldErrors } from '../../../forms/field-errors';
import { submitSignUp, type EApply } from './api';

interface Values {
  linkman?: string;
  linkPhone?: string;
  content?: string;
}

const FIELDS = ['linkman', 'linkPhone', 'content'];

/**
 * The sign-up fields; a returned sign-up starts from what was sent before, a first one from the
 * signed-in user's own name and phone (the usual contact, still editable).
 */
export function SignUpForm({
  projectId,
  previous,
  onDone,
}: {
  projectId: number;
  previous: EApply | null;
  onDone: (e: EApply) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const user = useSession((s) => s.info?.user);

  async function finish(values: Values) {
    try {
      const saved = await submitSignUp({
        projectId,
        linkman: values.linkman || undefined,
        linkPhone: values.linkPhone || undefined,
        content: values.content || undefined,
      });
      void message.success(t('hall.sign.submitted'));
      onDone(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const unplaced = applyFieldErrors(form, error.validationErrors, FIELDS);
      if (unplaced.length > 0) void message.error(unplaced.map((e) => e.message).join('；'));
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{
        linkman: previous ? (previous.linkman ?? '') : (user?.name ?? ''),
        linkPhone: previous ? (previous.linkPhone ?? '') : (user?.phoneNumber ?? ''),
        content: previous?.content ?? '',
      }}
      onFinish={finish}
    >
      <Form.Item name="linkman" label={t('hall.sign.linkman')}>
        <Input />
      </Form.Item>
      <Form.Item name="linkPhone" label={t('hall.sign.linkPhone')}>
        <Input />
      </Form.Item>
      <Form.Item name="content" label={t('hall.sign.content')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="sign-submit">
        {previous ? t('hall.sign.resubmit') : t('hall.sign.submit')}
      </Button>
    </Form>
  );
}
