export default {
  createAsPurchaser: 'Um comprador cria novos projetos; uma agência elabora um a partir de um requisito',
  notEditable: 'O projeto está atualmente em "{{state}}" e não pode ser editado',
  notDeletable: 'O projeto está atualmente em "{{state}}"; um projeto publicado não pode ser excluído',
  unknownCompany: 'Esta agência não existe',
  numTaken: 'O número de projeto "{{projectNum}}" já está em uso',
  settingsInvalid: 'As configurações de lances estão incompletas ou inválidas; a elaboração não pode ser concluída',
  timesMissing: 'Preencha primeiro o prazo de inscrição e a janela de cotação',
  windowNotOver: 'As cotações ainda não terminaram; o resultado não pode ser enviado',
  tooFewBidders: 'Menos de {{min}} licitantes válidos: o projeto fracassa',
  notAnAgency: 'A empresa escolhida não é uma agência; escolha uma agência',
  noNoticeToSend:
    'Esta mudança não publica aviso próprio: o aviso é redigido na página de avisos do projeto e publicado a partir dela',
};
