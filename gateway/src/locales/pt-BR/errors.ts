/** Acknowledgement errors and refused handshakes. */
export default {
  'invalid-payload': 'A solicitação está malformada',
  unauthenticated: 'O token de acesso é inválido',
  'token-missing': 'Sessão não iniciada',
  'token-expired': 'A sessão expirou; entre novamente',
  'token-revoked': 'A sessão foi encerrada; entre novamente',
  forbidden: 'Você não pode entrar nesta sala de propostas',
  'not-found': 'O projeto não existe',
  'protocol-outdated': 'Esta página está desatualizada; recarregue',
  'rate-limited': 'Solicitações demais',
  unavailable: 'O serviço está indisponível; tente novamente em instantes',
  internal: 'Erro interno do servidor',
  'too-many-sockets':
    'Conexões ao vivo demais para esta conta (no máximo {{max}}); feche outras páginas e tente novamente',
  origin: 'Esta origem não é permitida',
};
