import { BADGE_LISTS } from '@bidhall/domain/badges';
import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { confirmDialog } from '../../components/dialog';
import { Access } from '../../permissions/Access';
import { projectLink } from '../workflow/links';
import { moveRequirement } from './api';
import { RequirementTable } from './RequirementTable';
import { REQUIREMENT_STATE } from '@bidhall/domain/requirement-states';

/** /bid/checkrfq: the agency receives requirements sent to it and drafts a project from each. */
export default function AgencyRequirementsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);

  const receive = async (r: RequirementDto) => {
    if (
      !(await confirmDialog({
        title: 'requirement.confirm.receiveTitle',
        content: 'requirement.confirm.receive',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    await moveRequirement('Receive', r.id);
    void message.success(t('requirement.done.received'));
    setVersion((v) => v + 1);
  };

  const draft = async (r: RequirementDto) => {
    if (
      !(await confirmDialog({
        title: 'requirement.confirm.draftTitle',
        content: 'requirement.confirm.draft',
        ok: 'common.ok',
        cancel: 'common.cancel',
      }))
    )
      return;
    const moved = await moveRequirement('DraftProject', r.id);
    void message.success(t('requirement.done.drafted'));
    if (moved.projectId !== null)
      navigate(projectLink('/projectInfo', { id: moved.projectId, projectName: moved.name }));
    else setVersion((v) => v + 1);
  };

  const actions = (r: RequirementDto) => (
    <Access action="edit">
      {r.state === REQUIREMENT_STATE.awaitingReceipt && (
        <Button size="small" type="primary" onClick={() => void receive(r)} data-testid={`receive-${r.id}`}>
          {t('requirement.action.receive')}
        </Button>
      )}
      {r.state === REQUIREMENT_STATE.submitted && (
        <Button size="small" type="primary" onClick={() => void draft(r)} data-testid={`draft-${r.id}`}>
          {t('requirement.action.draft')}
        </Button>
      )}
      {r.projectId !== null && (
        <Button
          size="small"
          onClick={() => navigate(projectLink('/projectInfo', { id: r.projectId!, projectName: r.name }))}
        >
          {t('requirement.action.openProject')}
        </Button>
      )}
    </Access>
  );

  return (
    <Card>
      <RequirementTable actions={actions} version={version} states={BADGE_LISTS.waitRfqNum.states} />
    </Card>
  );
}
