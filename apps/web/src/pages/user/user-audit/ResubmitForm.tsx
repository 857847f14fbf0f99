import { useState } from 'react';
import { Button, Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResubmitRegistrationInput } from '@bidhall/contracts/account';
import type { CurrentLoginInformations } from '@bidhall/contracts/session';
import { ApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../forms/field-errors';
import { PROFILE_FIELDS, ProfileFields, withoutEmpty } from '../register/profile-fields';
import { resubmitRegistration } from './api';

/** A rejected applicant corrects the registration and asks for review again. */
export function ResubmitForm({ info, onDone }: { info: CurrentLoginInformations; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResubmitRegistrationInput>();
  const [busy, setBusy] = useState(false);
  const initial = {
    name: info.user?.name ?? '',
    emailAddress: info.user?.emailAddress ?? '',
    phoneNumber: info.user?.phoneNumber ?? '',
    company: { companyName: info.company?.companyName ?? '' },
  };

  const submit = async (values: ResubmitRegistrationInput) => {
    setBusy(true);
    try {
      await resubmitRegistration(withoutEmpty(values));
      void message.success(t('user.audit.resubmitted'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, PROFILE_FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ResubmitRegistrationInput>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={busy}
    >
      <ProfileFields />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="resubmit">
        {t('user.audit.resubmit')}
      </Button>
    </Form>
  );
}
