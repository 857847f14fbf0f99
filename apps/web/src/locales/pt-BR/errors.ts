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
  signedOut: 'Sessão encerrada',
  /** Why the live connection's handshake was refused for good (the token is no good any more). */
  sessionOver: {
    'token-revoked':
      'Sua sessão terminou (a senha foi alterada, a conta foi desativada ou a sessão foi encerrada). Entre novamente.',
    'token-expired': 'Sua sessão expirou. Entre novamente.',
    'token-missing': 'Você não está conectado. Entre para continuar.',
    unauthenticated: 'Não foi possível verificar seu acesso. Entre novamente.',
  },
};
