import { ROLES } from '@bidhall/domain/roles';
import { describeAudienceMatrix } from '../test/audience-matrix.ts';

/** The matrix for everyone else: agencies, the purchaser, the expert, the platform's staff and the anonymous. */
describeAudienceMatrix('staff and public', { callerIn: (caller) => caller.role !== ROLES.supplier, endpoints: false });
