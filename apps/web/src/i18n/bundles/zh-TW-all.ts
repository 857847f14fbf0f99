import translation from '../../locales/zh-TW';

/** Every zh-TW text, business pages included; fetched with the signed-in layouts. */
export default translation;
