import { CompanyReport } from './CompanyReport';
import { fetchPurchaserReport, type PurchaserFigures } from './api';

/** /PortalIndex/allPurchaserList: purchasing units by projects, with budget and awarded amount. */
export default function PurchaserReportPage() {
  return (
    <CompanyReport<PurchaserFigures>
      fetcher={fetchPurchaserReport}
      rowKey="companyId"
      csvName="purchasers.csv"
      chartField="awardedAmount"
      fields={[
        { key: 'projects' },
        { key: 'liveProjects' },
        { key: 'closedProjects' },
        { key: 'budget', amount: true },
        { key: 'awardedAmount', amount: true },
      ]}
    />
  );
}
