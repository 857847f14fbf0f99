export default {
  checkSentences: {
    chainHolds: 'A cadeia é válida: as {{count}} entradas são recalculadas desde a gênese, topo {{head}}',
    chainHoldsWithHidden:
      'A cadeia é válida: de {{count}} entradas, {{hidden}} não são públicas e ligam-se pelos seus hashes; cada entrada exibida é recalculada, topo {{head}}',
    chainBroken:
      'A entrada {{position}} (seq {{seq}}) quebra a cadeia: o hash deveria ser {{expected}}, o registro diz {{found}}',
    linkComputed: 'O topo público deste registro é {{publicHead}}; o aviso de resultado imprime o mesmo',
    linkHolds: 'A cadeia de resumos é válida: cada entrada, inclusive as ocultas, leva ao topo público {{publicHead}}',
    linkHeadDiffers: 'A cadeia de resumos termina em {{publicHead}}, mas o registro declara o topo público {{stated}}',
    linkBroken: 'A entrada {{position}} (seq {{seq}}) quebra a cadeia de resumos',
    headMatches: 'O topo declarado {{head}} fecha as {{entries}} entradas',
    headDiffers: 'O topo declarado é {{head}}, mas a última entrada termina em {{last}}',
    headCountDiffers: 'O registro declara {{count}} entradas, mas contém {{entries}}',
    headMatchesNotice: 'O registro termina no topo impresso no aviso de resultado, {{notice}}',
    headNoticeDiffers: 'O aviso de resultado imprime o topo {{notice}}, mas o registro termina em {{ends}}',
    streamGapFree: 'Seq 1 a {{count}} do projeto {{projectId}}, sem lacunas',
    streamBroken:
      'A entrada {{position}} quebra a sequência do projeto {{projectId}} (lacuna, reordenação ou outro projeto)',
    rankingHolds:
      'A classificação recalculada a partir de {{quotes}} propostas ({{bidders}} licitantes) coincide com a declarada',
    rankingDiffers: 'A classificação recalculada a partir de {{quotes}} propostas difere da declarada',
    rankingNotPublished:
      'Este projeto não publica as propostas dos outros licitantes; a classificação não pode ser recalculada',
    biddersCount: '{{recomputed}} licitantes válidos recalculados, {{claimed}} declarados',
    biddersNotPublished: '{{claimed}} licitantes válidos declarados; as propostas não são públicas, sem recálculo',
    failureFailed: 'Menos licitantes válidos que o mínimo de {{minBidders}}: o projeto fracassou',
    failureNotFailed: 'Pelo menos o mínimo de {{minBidders}} licitantes válidos: o projeto não fracassou',
    winnerHolds: 'O vencedor recalculado pelo método {{rule}} é o fornecedor {{suppliers}}, como declarado',
    winnerDiffers: 'O vencedor recalculado pelo método {{rule}} é o fornecedor {{suppliers}}; o declarado difere',
    winnerNone: 'O método {{rule}} não produz vencedor ({{reason}})',
    winnerNoneFailed: 'O projeto fracassou: sem vencedor',
    winnerNotByPrice: 'O método {{rule}} não é decidido só pelo preço; o registro não declara vencedor',
    winnerInChain: 'A proposta final do vencedor declarado (fornecedor {{suppliers}}) está na cadeia em seq {{seqs}}',
    winnerNotInChain: 'O vencedor declarado (fornecedor {{suppliers}}) não tem proposta correspondente na cadeia',
  },
  checkStatusLabels: {
    ok: 'válido',
    fail: 'FALHA',
    skipped: 'não verificado',
  },
  recordVerdict: {
    holds: 'O registro do projeto {{projectId}} é válido',
    fails: 'O registro do projeto {{projectId}} NÃO é válido',
  },
};
