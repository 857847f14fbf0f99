/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: 'yuans',
  creationTime: 'Criado em',
  filterState: 'Filtrar por situação',
  /** Empty lists: what they would hold and the next step. */
  empty: {
    checkBid: 'Nenhum projeto aguarda a sua análise. Quando a agência enviar um projeto elaborado, ele aparece aqui.',
    purchaserEndBid:
      'Nenhum resultado aguarda a sua confirmação. Quando a agência enviar um resultado, confirme-o ou devolva-o aqui.',
    establishBid: 'Nenhum projeto a elaborar. Receba uma demanda enviada por um comprador para começar.',
    establishNet: 'Nenhum projeto a publicar. Os projetos aprovados pelo comprador aparecem aqui.',
    checkSign: 'Nenhuma inscrição aguarda a sua análise. Quando fornecedores se inscreverem, analise-as aqui.',
    agencyEndBid: 'Nenhum resultado a enviar. Quando uma janela de lances terminar, envie o resultado aqui.',
  },
  field: { reason: 'Motivo' },
  action: {
    edit: 'Editar',
    pass: 'Aprovar',
    return: 'Devolver',
    confirmReturn: 'Confirmar devolução',
    review: 'Revisar',
    open: 'Abrir',
    draft: 'Elaborar',
    publish: 'Publicar',
    audit: 'Auditar',
    result: 'Resultado',
  },
};
