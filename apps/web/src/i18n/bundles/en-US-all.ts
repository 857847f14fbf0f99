import translation from '../../locales/en-US';

/** Every en-US text, business pages included; fetched with the signed-in layouts. */
export default translation;
