import { useCallback, useState } from 'react';
import { App, Empty, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { useLoad } from '../../components/useLoad';
import { getRequirements } from '../requirement/api';
import { draftResearchProject } from './api';

/** Requirements the agency has received (state 2): the ones a project can be drafted from. */
const RECEIVED = 2;

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (requirement: RequirementDto) => void;
}

/**
 * A new research project: the agency drafts it from a requirement it received (the api lets
 * only purchasers create projects from nothing), as mode 1 in the same call.
 */
export function CreateResearchModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ requirementId: number }>();
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () => (open ? getRequirements({ SkipCount: 0, MaxResultCount: 100, state: RECEIVED }) : Promise.resolve(null)),
    [open],
  );
  const { data, loading } = useLoad(load);
  const items = data?.items ?? [];

  const create = async () => {
    const { requirementId } = await form.validateFields();
    setBusy(true);
    try {
      const drafted = await draftResearchProject(requirementId);
      void message.success(t('research.create.done'));
      form.resetFields();
      onCreated(drafted);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('research.create.title')}
      okText={t('research.create.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: items.length === 0, loading: busy, ...{ 'data-testid': 'create-ok' } }}
      onOk={() => void create().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {!loading && items.length === 0 ? (
        <Empty description={t('research.create.none')} />
      ) : (
        <Form form={form} layout="vertical">
          <Form.Item
            name="requirementId"
            label={t('research.create.requirement')}
            extra={t('research.create.hint')}
            rules={[{ required: true, message: t('research.create.pick') }]}
          >
            <Select
              loading={loading}
              options={items.map((r) => ({ value: r.id, label: `${r.name} · ${r.purchaserCompanyName ?? ''}` }))}
              data-testid="create-requirement"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
