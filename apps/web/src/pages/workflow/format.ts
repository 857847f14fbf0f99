import { fmt } from '../../i18n/format';

/** An amount in the user's locale (separators, two decimals); a missing one as a dash. */
export const formatMoney = (value: string | null | undefined) => fmt().money(value);
