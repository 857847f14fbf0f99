import translation from '../../locales/pt-BR';

/** Every pt-BR text, business pages included; fetched with the signed-in layouts. */
export default translation;
