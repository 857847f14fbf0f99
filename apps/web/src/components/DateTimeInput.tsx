import { DatePicker, type DatePickerProps } from 'antd';

/**
 * The formats a time is typed in: the platform's own, with seconds, as every page shows times
 * (src/i18n/format.ts), and the same to the minute.
 */
const DATE_TIME_INPUT_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm'];

/**
 * A date and time field that takes what the pages show: typed with or without seconds, taken on
 * Enter or when the field is left, no OK button to find first.
 */
export function DateTimeInput(props: DatePickerProps) {
  return <DatePicker showTime format={DATE_TIME_INPUT_FORMATS} needConfirm={false} {...props} />;
}
