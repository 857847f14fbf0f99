/** The public auction record: its box on result notices, the public notices and the verification page. */
export default {
  box: {
    title: 'Registro do leilão',
    head: 'Topo da cadeia (registro completo)',
    publicHead: 'Topo público (registro público)',
    hint: 'Qualquer pessoa pode baixar o registro público e conferi-lo com estes topos, aqui ou com o pacote verificador.',
    download: 'Baixar o registro público',
    verify: 'Verificar',
  },
  notices: {
    title: 'Avisos de resultado',
    intro: 'Resultados publicados de leilões encerrados, cada um com o seu registro verificável.',
    empty: 'Nenhum resultado foi anunciado ainda',
    open: 'Abrir',
    back: 'Todos os avisos de resultado',
    signIn: 'Entrar',
  },
  verify: {
    title: 'Verificar um registro de leilão',
    intro:
      'O registro é verificado neste navegador: cada hash é recalculado com Web Crypto, e a classificação e o vencedor são recalculados a partir das propostas. Nada é enviado.',
    drop: 'Solte aqui um arquivo de registro, ou clique para escolher',
    dropHint:
      'Um arquivo baixado de um aviso de resultado (registro público) ou exportado por uma parte (registro completo)',
    projectId: 'Id do projeto',
    fetch: 'Buscar o registro público',
    noticeHead: 'Topo impresso no aviso de resultado (opcional)',
    checking: 'Verificando…',
    notJson: 'Este arquivo não é JSON: {{message}}',
    notRecord: 'Este arquivo não é um registro de leilão',
    fetchFailed: 'Não foi possível buscar o registro público: {{message}}',
    noWebCrypto:
      'Este navegador não oferece Web Crypto aqui (requer https ou localhost); use o verificador de linha de comando.',
    source: 'Verificado: {{source}}',
    checks: {
      chain: 'Cadeia de hashes',
      link: 'Cadeia de resumos',
      head: 'Topo',
      stream: 'Sequência',
      ranking: 'Classificação',
      bidders: 'Licitantes',
      failure: 'Fracasso',
      winner: 'Vencedor',
    },
  },
};
