import { route, routes } from '../abp/route.ts';
import type { Empty } from '../abp/envelope.ts';
import type { AgencyMenuNumDto } from '../menu-num.ts';

/** The MenuNum calls' paths and verbs; their schemas in types only (no zod at run time). */
export const MenuNum = routes('MenuNum', {
  GetCgrNum: route<typeof Empty, typeof AgencyMenuNumDto>(),
});
