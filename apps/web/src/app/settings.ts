/**
 * Interface defaults named by the specification (section 2): dark side menu, side-menu
 * layout, multi-tab bar on. `blockDevTools` is the platform setting for developer-tool
 * keys, on by default as specified; an administrator's platform settings may turn it off.
 */
export const SETTINGS = {
  navTheme: 'dark',
  layout: 'sidemenu',
  multiTab: true,
  blockDevTools: true,
} as const;
