import { withSchemas } from '../abp/call.ts';
import { Empty } from '../abp/envelope.ts';
import { AgencyMenuNumDto } from '../menu-num.ts';
import * as routes from '../routes/menu-num.ts';

/** The MenuNum calls with their schemas, as the api serves them. */
export const MenuNum = withSchemas(routes.MenuNum, {
  GetCgrNum: [Empty, AgencyMenuNumDto],
});
