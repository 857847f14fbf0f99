/** The error catalogue of specification section 8, plus transport failures. */
export default {
  forbidden: 'Proibido',
  unauthorized: 'Não autorizado',
  unauthorizedText: 'Falha na verificação de autorização',
  error: 'Erro',
  userInfoFailed: 'Falha ao obter as informações do usuário, tente novamente',
  network: 'Erro de rede: o servidor não pode ser alcançado',
  timeout: 'A requisição expirou, tente novamente mais tarde',
  notFound: 'O recurso solicitado não existe',
  validation: 'Alguns campos não são válidos; verifique os campos marcados',
  server: 'Erro no servidor, tente novamente mais tarde',
};
