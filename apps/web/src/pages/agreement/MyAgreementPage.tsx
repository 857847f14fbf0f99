import { Card } from 'antd';
import { AgreementTable } from './AgreementTable';

/** /myAgreement: the contracts of the caller's side, signed or archived as the role may. */
export default function MyAgreementPage() {
  return (
    <Card>
      <AgreementTable />
    </Card>
  );
}
