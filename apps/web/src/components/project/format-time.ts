import { fmt } from '../../i18n/format';

/** A server instant in the user's time zone, to the minute; a missing one as a dash. */
export const formatTime = (iso: string | null | undefined) => fmt().dateMinute(iso);
