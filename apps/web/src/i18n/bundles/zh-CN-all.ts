import translation from '../../locales/zh-CN';

/** Every zh-CN text, business pages included; fetched with the signed-in layouts. */
export default translation;
