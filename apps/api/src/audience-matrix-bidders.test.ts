import { ROLES } from '@bidhall/domain/roles';
import { describeAudienceMatrix } from '../test/audience-matrix.ts';

/** The matrix for the supplier firms: bidders, applicants pending or returned, and a firm in no project. */
describeAudienceMatrix('supplier firms', { callerIn: (caller) => caller.role === ROLES.supplier, endpoints: true });
