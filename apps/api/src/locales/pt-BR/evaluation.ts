export default {
  notAnExpert: 'Um usuário escolhido não é especialista deste inquilino',
  expertSubmitted: 'Um especialista que enviou notas não pode sair do painel',
  sheetIncomplete: '{{count}} fornecedor(es) ainda não foram pontuados por completo',
};
