import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATES, PROJECT_STATE_CODES } from '@bidhall/domain/project-states';
import { useLang } from '../../i18n/useLang';

export interface ProjectFilterValues {
  keyword?: string;
  state?: number;
}

interface Props {
  onSearch: (values: ProjectFilterValues) => void;
  /** Offer the state filter (lists that hold projects in several states). */
  withState?: boolean;
}

/** Keyword (name or number) and optional state, above a project list. */
export function ProjectFilters({ onSearch, withState }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const [form] = Form.useForm<ProjectFilterValues>();
  const submit = (values: ProjectFilterValues) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, state: values.state });
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16 }}>
      <Form.Item name="keyword" label={t('listing.keyword')}>
        <Input allowClear placeholder={t('listing.keywordHint')} style={{ width: 220 }} />
      </Form.Item>
      {withState && (
        <Form.Item name="state" label={t('listing.state')}>
          <Select
            allowClear
            style={{ width: 200 }}
            options={PROJECT_STATE_CODES.map((s) => ({ value: s, label: label(PROJECT_STATES[s].labels) }))}
          />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('listing.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('listing.reset')}
        </Button>
      </Space>
    </Form>
  );
}
