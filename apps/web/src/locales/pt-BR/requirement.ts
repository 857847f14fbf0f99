/** Purchase requirements: /bid/new-rfq (purchaser) and /bid/checkrfq (agency). */
export default {
  create: 'Nova demanda',
  edit: 'Editar demanda',
  returnTitle: 'Devolver o projeto elaborado',
  agencyHint: 'Escolha a agência que recebe a demanda antes de enviá-la',
  field: {
    name: 'Demanda',
    budget: 'Orçamento',
    content: 'Detalhes',
    purchaser: 'Unidade compradora',
    agency: 'Agência',
    returnReason: 'Motivo da devolução',
  },
  action: { send: 'Enviar à agência', receive: 'Receber', draft: 'Elaborar o projeto', openProject: 'Abrir projeto' },
  confirm: {
    sendTitle: 'Enviar a demanda',
    send: 'Depois de enviada, a demanda não pode mais ser alterada. Enviar à agência?',
    passTitle: 'Aprovar',
    pass: 'Aprovar o projeto elaborado pela agência?',
    receiveTitle: 'Receber a demanda',
    receive: 'Receber esta demanda de compra?',
    draftTitle: 'Elaborar o projeto',
    draft: 'Um projeto aguardando elaboração será criado a partir desta demanda. Continuar?',
  },
  done: {
    saved: 'Demanda salva',
    send: 'Demanda enviada',
    pass: 'Aprovado',
    returned: 'Devolvido',
    received: 'Demanda recebida',
    drafted: 'Projeto criado; continue a elaboração',
  },
};
