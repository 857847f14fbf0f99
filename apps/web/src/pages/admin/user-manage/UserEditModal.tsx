import { useCallback, useState } from 'react';
import { App, Empty, Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserUpdateInput } from '@bidhall/contracts/users';
import type { UserDetailDto } from '@bidhall/contracts/users';
import { ApiError } from '../../../api/client';
import { useLoad } from '../../../components/useLoad';
import { applyFieldErrors } from '../../../forms/field-errors';
import { validated } from '../../../forms/validated';
import { zodRule } from '../../../forms/zod-rule';
import { useLang } from '../../../i18n/useLang';
import { fetchUser, updateUser } from './api';

const shape = UserUpdateInput.shape;
const company = shape.company.shape;
const FIELDS = [
  'userName',
  'name',
  'emailAddress',
  'phoneNumber',
  'company.companyName',
  'company.creditCode',
  'company.contactName',
  'company.address',
];

type Values = Omit<UserUpdateInput, 'id'>;

/** The form starts from the user as stored; a missing value is an empty field. */
const fromUser = (u: UserDetailDto): Partial<Values> => ({
  userName: u.userName,
  name: u.name,
  emailAddress: u.emailAddress ?? undefined,
  phoneNumber: u.phoneNumber ?? undefined,
  company: {
    companyName: u.company?.companyName ?? '',
    creditCode: u.company?.creditCode ?? '',
    contactName: u.company?.contactName ?? undefined,
    address: u.company?.address ?? undefined,
  },
});

interface Props {
  userId: number;
  onClose: (saved: boolean) => void;
}

/** An administrator corrects a user and its company, checked as User/Update checks them. */
export function UserEditModal({ userId, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { data: user, loading } = useLoad(useCallback(() => fetchUser(userId), [userId]));

  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    // Optional company fields left empty are not sent: the contract refuses an empty text.
    const { contactName, address } = values.company;
    setSaving(true);
    try {
      await updateUser({
        ...values,
        id: userId,
        company: { ...values.company, contactName: contactName || undefined, address: address || undefined },
      });
      void message.success(t('admin.users.saved'));
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const item = (name: string | string[], label: string, rule: Parameters<typeof zodRule>[0]) => (
    <Form.Item name={name} label={t(label)} rules={[zodRule(rule, lang)]}>
      <Input />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t('admin.users.editTitle', { name: user?.name ?? '' })}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !user }}
    >
      {loading ? (
        <div data-testid="user-edit-loading" style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : !user ? (
        <Empty />
      ) : (
        <Form form={form} layout="vertical" initialValues={fromUser(user)} data-testid="user-edit-form">
          {item('userName', 'admin.users.userName', shape.userName)}
          {item('name', 'admin.users.name', shape.name)}
          {item('emailAddress', 'admin.users.email', shape.emailAddress)}
          {item('phoneNumber', 'admin.users.phone', shape.phoneNumber)}
          {item(['company', 'companyName'], 'admin.users.company', company.companyName)}
          {item(['company', 'creditCode'], 'admin.users.creditCode', company.creditCode)}
          {item(['company', 'contactName'], 'admin.users.contact', company.contactName)}
          {item(['company', 'address'], 'admin.users.address', company.address)}
        </Form>
      )}
    </Modal>
  );
}
