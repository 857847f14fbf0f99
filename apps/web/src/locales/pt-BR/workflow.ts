/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: 'yuans',
  creationTime: 'Criado em',
  filterState: 'Filtrar por situação',
  field: { reason: 'Motivo' },
  action: { edit: 'Editar', pass: 'Aprovar', return: 'Devolver', confirmReturn: 'Confirmar devolução', review: 'Revisar', open: 'Abrir', draft: 'Elaborar', publish: 'Publicar', audit: 'Auditar', result: 'Resultado' },
};
