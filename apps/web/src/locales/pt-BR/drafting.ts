/** Agency drafting: /projectInfo. */
export default {
  start: 'Iniciar elaboração',
  complete: 'Elaboração concluída: enviar para revisão',
  confirm: {
    startTitle: 'Iniciar elaboração',
    start: 'Iniciar a elaboração deste projeto?',
    completeTitle: 'Elaboração concluída',
    complete: 'O projeto vai para a revisão do comprador e não poderá ser alterado enquanto isso. Enviar?',
  },
  done: {
    start: 'Elaboração iniciada',
    complete: 'Enviado para revisão',
  },
};
