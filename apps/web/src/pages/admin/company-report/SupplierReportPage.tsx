import { CompanyReport } from './CompanyReport';
import { fetchSupplierReport, type SupplierFigures } from './api';

/** /PortalIndex/allSupplierList: suppliers by wins, then quotes. */
export default function SupplierReportPage() {
  return (
    <CompanyReport<SupplierFigures>
      fetcher={fetchSupplierReport}
      rowKey="supplierId"
      csvName="suppliers.csv"
      chartField="wins"
      fields={[
        { key: 'signUps' },
        { key: 'quotedProjects' },
        { key: 'quotes' },
        { key: 'wins' },
        { key: 'awardedAmount', amount: true },
      ]}
    />
  );
}
