import dayjs from 'dayjs';
import { formatAmount } from '@bidhall/domain/money';

/** A server acceptance time (epoch ms) with seconds, as a bidding record shows it. */
export const formatTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** An amount as shown in halls: thousands separators and two decimals; a rate keeps its percent. */
export const formatQuote = (amount: string, byRate: boolean) => (byRate ? `${amount}%` : formatAmount(amount));
