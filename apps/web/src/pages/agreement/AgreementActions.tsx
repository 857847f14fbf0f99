import { Button, Space, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { canMoveAgreement, isAgreementEditable } from '@bidhall/domain/agreement-states';
import type { RoleName } from '@bidhall/domain/roles';
import { confirmDialog } from '../../components/dialog';
import { usePermission } from '../../permissions/usePermission';
import { archiveAgreement, signAgreement } from './api';

interface Props {
  agreement: AgreementDto;
  role: RoleName | undefined;
  onMoved: () => void;
  /** Opens the draft in the contract form. */
  onEdit: (agreement: AgreementDto) => void;
}

/** Editing a draft and the status moves the role may make on a contract (domain rules), each move after a confirmation. */
export function AgreementActions({ agreement, role, onMoved, onEdit }: Props) {
  const { t } = useTranslation();
  const can = usePermission('agreement');
  if (!role || !can('edit')) return null;
  const from = agreement.status;
  const move = async (kind: 'sign' | 'archive') => {
    const ok = await confirmDialog({
      title: `agreement.confirm.${kind}Title`,
      content: `agreement.confirm.${kind}`,
      ok: 'common.ok',
      cancel: 'common.cancel',
    });
    if (!ok) return;
    await (kind === 'sign' ? signAgreement : archiveAgreement)(agreement.id).then(
      () => {
        void message.success(t(`agreement.moved.${kind}`));
        onMoved();
      },
      () => undefined,
    );
  };
  const signTo = from === 0 ? 1 : 2;
  return (
    <Space>
      {isAgreementEditable(from, role) && (
        <Button size="small" data-testid={`edit-${agreement.id}`} onClick={() => onEdit(agreement)}>
          {t('agreement.edit')}
        </Button>
      )}
      {canMoveAgreement(from, signTo, role).ok && (
        <Button size="small" type="primary" data-testid={`sign-${agreement.id}`} onClick={() => void move('sign')}>
          {t('agreement.sign')}
        </Button>
      )}
      {canMoveAgreement(from, 3, role).ok && (
        <Button size="small" data-testid={`archive-${agreement.id}`} onClick={() => void move('archive')}>
          {t('agreement.archive')}
        </Button>
      )}
    </Space>
  );
}
