import dayjs from 'dayjs';

/** A server instant in the user's time zone, to the minute; a missing one as a dash. */
export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-');
