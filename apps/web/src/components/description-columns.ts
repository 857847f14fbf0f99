/**
 * How many label-and-value pairs a bordered Descriptions puts in a row, by screen width: one
 * on a phone, where two bordered pairs side by side push the page wider than the screen or
 * wrap their values a letter per line.
 */
export const TWO_PAIRS = { xs: 1, sm: 2 } as const;
export const THREE_PAIRS = { xs: 1, sm: 2, lg: 3 } as const;
export const FOUR_PAIRS = { xs: 1, sm: 2, xl: 4 } as const;
