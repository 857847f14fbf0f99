import { RoleHome } from './RoleHome';
import { fetchAgencyCounts, type AgencyCounts } from './api';

const KEYS = ['projects', 'liveWindows', 'pendingSignUps', 'researchProjects'] as const;

/** /dPortalIndex: the agency's home. */
export default function AgencyHomePage() {
  return <RoleHome<AgencyCounts> fetchCounts={fetchAgencyCounts} keys={KEYS} />;
}
