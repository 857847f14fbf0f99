import { RoleHome } from './RoleHome';
import { fetchPurchaserCounts, type PurchaserCounts } from './api';

const KEYS = ['projects', 'liveWindows', 'waitCheckNum', 'waitResultNum'] as const;

/** /cPortalIndex: the purchaser's home. */
export default function PurchaserHomePage() {
  return <RoleHome<PurchaserCounts> fetchCounts={fetchPurchaserCounts} keys={KEYS} />;
}
