export default {
  generic: 'Ocorreu um erro interno. Tente novamente mais tarde.',
  validation: 'Sua solicitação não é válida. Verifique os dados.',
  bodyTooLarge: 'A solicitação é grande demais',
  badJson: 'O corpo da solicitação não é um JSON válido',
  bodyNotJson: 'O corpo da solicitação deve ser JSON (Content-Type: application/json)',
  unknownField: 'Não é possível filtrar ou ordenar por {{field}}',
  notFound: 'Esta api não existe',
  wrongVerb: 'Esta api é chamada com {{verbs}}',
  entityNotFound: 'Registro inexistente (id={{id}})',
  unknownTenant: 'Este inquilino não existe',
  inactiveTenant: 'Este inquilino está inativo',
  pageNotFound: 'Esta página não existe',
};
