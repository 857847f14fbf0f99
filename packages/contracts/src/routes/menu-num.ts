import { call, service } from '../abp/route.ts';

/** The MenuNum calls with their schemas, each method declared once. */
export const MenuNum = service('MenuNum', ({ envelope, menuNum }) => ({
  GetCgrNum: call(envelope.Empty, menuNum.AgencyMenuNumDto),
}));
