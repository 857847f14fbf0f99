import { theme, type ThemeConfig } from 'antd';

/**
 * antd's default look with its text colours made readable: WCAG 2.1 AA asks 4.5:1 between
 * normal text and its background, which several of antd's defaults miss on white, on the
 * layout's #f5f5f5 and on a tag's tint (the route walk runs axe on every page,
 * e2e/accessibility.ts). Each colour below is from antd's own palette, a step or two darker:
 * - the primary blue #1677ff, behind a button's white text, on links and the selected menu
 *   item: 4.1:1; blue-7 #0958d9 gives 6.2:1, and blue-8 on hover 9.0:1 (the lighter hover
 *   antd derives, #2e7ae6, is 4.2:1). "Processing" tags and info icons take it too;
 * - secondary text (descriptions' labels, breadcrumbs, hints; 45 % black): 3.3:1; 58 % gives
 *   5.2:1 on #f5f5f5;
 * - placeholders (25 % black): 1.8:1; 56 % gives 4.9:1 on white, still lighter than a value;
 * - the error red #ff4d4f, on danger buttons, field errors and tags: 3.3:1; red-7 #cf1322
 *   gives 5.6:1, and its derived tints stay light;
 * - success and warning texts: green #52c41a is 2.2:1 and gold #faad14 1.9:1. Derived from
 *   darker seeds their tints turn grey (green-8's lightest is #adb8a5), so the seeds stay and
 *   only the texts darken: green-8 #237804 and orange-8 #ad4e00, 5.4:1 and 5.1:1 on their
 *   tints. Tags take status colours (success, warning, ...), not named ones (green, orange),
 *   whose seventh shade antd writes them in and a theme cannot change.
 */
const BLUE = '#0958d9';
const BLUE_HOVER = '#003eb3';
const SUCCESS_TEXT = '#237804';
const WARNING_TEXT = '#ad4e00';

const READABLE_THEME: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: BLUE,
    colorPrimaryHover: BLUE_HOVER,
    // Links take theirs from the info colour otherwise.
    colorInfo: BLUE,
    colorLink: BLUE,
    colorLinkHover: BLUE_HOVER,
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    colorSuccessText: SUCCESS_TEXT,
    colorWarningText: WARNING_TEXT,
  },
  components: {
    // A status tag writes its text in the status colour itself, on the status's tint.
    Tag: { colorSuccess: SUCCESS_TEXT, colorWarning: WARNING_TEXT },
  },
};

/**
 * With reduced motion (the system's accessibility setting) antd opens, closes and moves its
 * popups, drawers, tabs and messages at once instead of animating them; base.css stops the
 * looping animations (spinners, skeletons) it keeps.
 */
const READABLE_STILL_THEME: ThemeConfig = { ...READABLE_THEME, token: { ...READABLE_THEME.token, motion: false } };

/** The app's theme, still when the user prefers reduced motion. */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? READABLE_STILL_THEME : READABLE_THEME;
}
