import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { isAgreementState } from '@bidhall/domain/agreement-states';
import { AgreementTable } from './AgreementTable';

/** /myAgreement: the contracts of the caller's side, signed or archived as the role may; `?status=` opens it filtered. */
export default function MyAgreementPage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('status') ?? NaN);
  return (
    <Card>
      <AgreementTable status={isAgreementState(asked) ? asked : undefined} />
    </Card>
  );
}
