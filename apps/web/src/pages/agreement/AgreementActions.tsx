import { Button, Space, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { canMoveAgreement, isAgreementEditable } from '@bidhall/domain/agreement-states';
import type { RoleName } from '@bidhall/domain/roles';
import { confirmDialog } from '../../components/dialog';
import { usePermission } from '../../permissions/usePermission';
import { downloadAgreement } from './agreement-file';
import { archiveAgreement, signAgreement } from './api';

interface Props {
  agreement: AgreementDto;
  role: RoleName | undefined;
  onMoved: () => void;
  /** Opens the draft in the contract form. */
  onEdit: (agreement: AgreementDto) => void;
}

type Move = 'sign' | 'countersign' | 'archive';

/**
 * Editing a draft, downloading the contract, and the status moves the role may make on it
 * (domain rules), each move after a confirmation. The supplier's signature comes second, after
 * the purchaser's, so its button says so: it countersigns.
 */
export function AgreementActions({ agreement, role, onMoved, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const can = usePermission('agreement');
  const from = agreement.status;
  const move = async (kind: Move) => {
    const ok = await confirmDialog({
      title: `agreement.confirm.${kind}Title`,
      content: `agreement.confirm.${kind}`,
      ok: 'common.ok',
      cancel: 'common.cancel',
    });
    if (!ok) return;
    await (kind === 'archive' ? archiveAgreement : signAgreement)(agreement.id).then(
      () => {
        void message.success(t(`agreement.moved.${kind}`));
        onMoved();
      },
      () => undefined,
    );
  };
  const signTo = from === 0 ? 1 : 2;
  const signKind: Move = signTo === 2 ? 'countersign' : 'sign';
  const mayMove = role !== undefined && can('edit');
  return (
    <Space wrap>
      <Button
        size="small"
        data-testid={`download-${agreement.id}`}
        onClick={() => downloadAgreement(agreement, t, i18n.language)}
      >
        {t('agreement.download')}
      </Button>
      {mayMove && isAgreementEditable(from, role) && (
        <Button size="small" data-testid={`edit-${agreement.id}`} onClick={() => onEdit(agreement)}>
          {t('agreement.edit')}
        </Button>
      )}
      {mayMove && canMoveAgreement(from, signTo, role).ok && (
        <Button
          size="small"
          type="primary"
          data-testid={`${signKind}-${agreement.id}`}
          onClick={() => void move(signKind)}
        >
          {t(`agreement.${signKind}`)}
        </Button>
      )}
      {mayMove && canMoveAgreement(from, 3, role).ok && (
        <Button size="small" data-testid={`archive-${agreement.id}`} onClick={() => void move('archive')}>
          {t('agreement.archive')}
        </Button>
      )}
    </Space>
  );
}
