import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { isAgreementState } from '@bidhall/domain/agreement-states';
import { AgreementTable } from './AgreementTable';

/** /myAgreement: the contracts of the caller's side, signed or archived as the role may; `?status=` opens it filtered. */
export default function MyAgreementPage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('status') ?? NaN);
  const status = isAgreementState(asked) ? asked : undefined;
  // Another status in the address (a second workplace link) is another list, not a kept one.
  return (
    <Card>
      <AgreementTable key={String(status)} status={status} />
    </Card>
  );
}
