import { Form, Input } from 'antd';
import { Password } from '@bidhall/contracts/abp/text';
import { useLang } from '../i18n/useLang';
import { sameAs, zodRule } from './zod-rule';

interface Props {
  name: string;
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation: at least 6 characters, and the two must match. */
export function PasswordPair({ name, label, confirmLabel }: Props) {
  const { lang } = useLang();
  return (
    <>
      <Form.Item name={name} label={label} rules={[zodRule(Password, lang)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={[name]}
        rules={[zodRule(Password, lang), sameAs(name, lang)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
