import { formatAmount } from '@bidhall/domain/money';

/** An amount with thousands separators and two decimals; a missing one as a dash. */
export const formatMoney = (value: string | null | undefined) => (value == null || value === '' ? '-' : formatAmount(value));
