import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyInput, ResubmitRegistrationInput } from '@bidhall/contracts/account';
import { zodRule } from '../../../forms/zod-rule';
import { useLang } from '../../../i18n/useLang';

/** The profile and company fields shared by registration and resubmission. */
export const PROFILE_FIELDS = [
  'name',
  'emailAddress',
  'phoneNumber',
  'company.companyName',
  'company.creditCode',
  'company.contactName',
  'company.address',
];

export function ProfileFields() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const profile = ResubmitRegistrationInput.shape;
  const company = CompanyInput.shape;
  return (
    <>
      <Form.Item name="name" label={t('user.register.name')} rules={[zodRule(profile.name, lang)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="emailAddress" label={t('user.register.email')} rules={[zodRule(profile.emailAddress, lang)]}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item name="phoneNumber" label={t('user.register.phone')} rules={[zodRule(profile.phoneNumber, lang)]}>
        <Input autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name={['company', 'companyName']}
        label={t('user.register.companyName')}
        rules={[zodRule(company.companyName, lang)]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name={['company', 'creditCode']}
        label={t('user.register.creditCode')}
        rules={[zodRule(company.creditCode, lang)]}
      >
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item
        name={['company', 'contactName']}
        label={t('user.register.contactName')}
        rules={[zodRule(company.contactName, lang)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name={['company', 'address']}
        label={t('user.register.address')}
        rules={[zodRule(company.address, lang)]}
      >
        <Input />
      </Form.Item>
    </>
  );
}

/** Optional company fields left empty are left out rather than sent as "". */
export function withoutEmpty<T extends { company: Record<string, unknown> }>(values: T): T {
  const company = Object.fromEntries(
    Object.entries(values.company).filter(([, v]) => typeof v !== 'string' || v.trim() !== ''),
  );
  return { ...values, company };
}
