import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SprojectInput } from '@bidhall/contracts/sproject';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';

const shape = SprojectInput.shape;

/** The project's contact person and phone, side by side, checked by the project contract. */
export function ContactFields() {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Space size="large" wrap>
      <Form.Item name="linkman" label={t('projectInfo.field.linkman')} rules={[zodRule(shape.linkman, lang)]}>
        <Input style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="linkPhone" label={t('projectInfo.field.linkPhone')} rules={[zodRule(shape.linkPhone, lang)]}>
        <Input style={{ width: 240 }} data-testid="field-linkPhone" />
      </Form.Item>
    </Space>
  );
}
