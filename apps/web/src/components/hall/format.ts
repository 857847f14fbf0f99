import { fmt } from '../../i18n/format';

/** A server acceptance time (epoch ms) with seconds, as a bidding record shows it. */
export const formatTime = (ms: number) => fmt().dateTime(ms);

/** The same without its date, for a live log whose lines all fall within one window. */
export const formatTimeOfDay = (ms: number) => fmt().timeOfDay(ms);

/** An amount as shown in halls, in the user's locale; a rate keeps its percent. */
export const formatQuote = (amount: string, byRate: boolean) => fmt().quote(amount, byRate);
