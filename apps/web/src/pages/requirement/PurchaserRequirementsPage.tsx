import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { confirmDialog } from '../../components/dialog';
import { Access } from '../../permissions/Access';
import { ReasonModal } from '../workflow/ReasonModal';
import { moveRequirement, returnRequirement } from './api';
import { RequirementFormModal } from './RequirementFormModal';
import { RequirementTable } from './RequirementTable';
import { REQUIREMENT_STATE } from '@bidhall/domain/requirement-states';

/** /bid/new-rfq: the purchaser raises requirements, sends them to the agency and reviews the drafted project. */
export default function PurchaserRequirementsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<RequirementDto | null | undefined>();
  const [returning, setReturning] = useState<RequirementDto | undefined>();
  const [version, setVersion] = useState(0);
  const changed = (text: string) => {
    void message.success(t(text));
    setVersion((v) => v + 1);
  };

  const move = async (r: RequirementDto, action: 'Send' | 'Pass') => {
    const key = action === 'Send' ? 'send' : 'pass';
    const ok = await confirmDialog({
      title: `requirement.confirm.${key}Title`,
      content: `requirement.confirm.${key}`,
      ok: 'common.ok',
      cancel: 'common.cancel',
    });
    if (!ok) return;
    await moveRequirement(action, r.id);
    changed(`requirement.done.${key}`);
  };

  const actions = (r: RequirementDto) => (
    <>
      {r.state === REQUIREMENT_STATE.created && (
        <Access action="edit">
          <Button size="small" onClick={() => setEditing(r)} data-testid={`edit-${r.id}`}>
            {t('workflow.action.edit')}
          </Button>
          <Button size="small" type="primary" onClick={() => void move(r, 'Send')} data-testid={`send-${r.id}`}>
            {t('requirement.action.send')}
          </Button>
        </Access>
      )}
      {r.state === REQUIREMENT_STATE.awaitingReview && (
        <Access action="edit">
          <Button size="small" type="primary" onClick={() => void move(r, 'Pass')} data-testid={`pass-${r.id}`}>
            {t('workflow.action.pass')}
          </Button>
          <Button size="small" danger onClick={() => setReturning(r)} data-testid={`return-${r.id}`}>
            {t('workflow.action.return')}
          </Button>
        </Access>
      )}
    </>
  );

  const toolbar = (
    <Access action="add">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="requirement-new">
        {t('requirement.create')}
      </Button>
    </Access>
  );

  return (
    <Card>
      <RequirementTable actions={actions} version={version} toolbar={toolbar} />
      <RequirementFormModal
        editing={editing}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) changed('requirement.done.saved');
        }}
      />
      <ReasonModal
        open={returning !== undefined}
        title={t('requirement.returnTitle')}
        onCancel={() => setReturning(undefined)}
        onSubmit={async (reason) => {
          await returnRequirement(returning!.id, reason);
          setReturning(undefined);
          changed('requirement.done.returned');
        }}
      />
    </Card>
  );
}
