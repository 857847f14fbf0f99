import type { Labels, Language } from './lang.ts';
import type { Check, CheckStatus } from './record-verify.ts';

/**
 * The verifier's findings in words, one sentence per check key, so the browser page and the
 * CLI say the same thing. `{name}` is replaced by the check's parameter of that name.
 */
export const CHECK_SENTENCES: Readonly<Record<string, Labels>> = {
  'chain.holds': {
    'zh-CN': '哈希链成立：自创世值起 {count} 条记录逐条重算一致，链头 {head}',
    'zh-TW': '雜湊鏈成立：自創世值起 {count} 筆記錄逐筆重算一致，鏈頭 {head}',
    'en-US': 'The chain holds: all {count} entries recompute from the genesis, head {head}',
    'pt-BR': 'A cadeia é válida: as {count} entradas são recalculadas desde a gênese, topo {head}',
  },
  'chain.holdsWithHidden': {
    'zh-CN': '哈希链成立：{count} 条记录中 {hidden} 条不公开、以其哈希值衔接，其余逐条重算一致，链头 {head}',
    'zh-TW': '雜湊鏈成立：{count} 筆記錄中 {hidden} 筆不公開、以其雜湊值銜接，其餘逐筆重算一致，鏈頭 {head}',
    'en-US':
      'The chain holds: of {count} entries, {hidden} are not public and link by their hashes; every shown entry recomputes, head {head}',
    'pt-BR':
      'A cadeia é válida: de {count} entradas, {hidden} não são públicas e ligam-se pelos seus hashes; cada entrada exibida é recalculada, topo {head}',
  },
  'chain.broken': {
    'zh-CN': '第 {position} 条记录（序号 {seq}）使哈希链断裂：应为 {expected}，记录中为 {found}',
    'zh-TW': '第 {position} 筆記錄（序號 {seq}）使雜湊鏈斷裂：應為 {expected}，記錄中為 {found}',
    'en-US': 'Entry {position} (seq {seq}) breaks the chain: its hash should be {expected}, the record says {found}',
    'pt-BR': 'A entrada {position} (seq {seq}) quebra a cadeia: o hash deveria ser {expected}, o registro diz {found}',
  },
  'link.computed': {
    'zh-CN': '本记录的公开链头为 {publicHead}，应与结果公告所载一致',
    'zh-TW': '本記錄的公開鏈頭為 {publicHead}，應與結果公告所載一致',
    'en-US': 'The public head of this record is {publicHead}; the result notice prints the same',
    'pt-BR': 'O topo público deste registro é {publicHead}; o aviso de resultado imprime o mesmo',
  },
  'link.holds': {
    'zh-CN': '摘要链成立：每条记录（含不公开的）都衔接到公开链头 {publicHead}',
    'zh-TW': '摘要鏈成立：每筆記錄（含不公開的）都銜接到公開鏈頭 {publicHead}',
    'en-US': 'The digest chain holds: every entry, hidden ones included, leads to the public head {publicHead}',
    'pt-BR': 'A cadeia de resumos é válida: cada entrada, inclusive as ocultas, leva ao topo público {publicHead}',
  },
  'link.headDiffers': {
    'zh-CN': '摘要链止于 {publicHead}，而记录声明的公开链头为 {stated}',
    'zh-TW': '摘要鏈止於 {publicHead}，而記錄聲明的公開鏈頭為 {stated}',
    'en-US': 'The digest chain ends at {publicHead}, but the record states the public head {stated}',
    'pt-BR': 'A cadeia de resumos termina em {publicHead}, mas o registro declara o topo público {stated}',
  },
  'link.broken': {
    'zh-CN': '第 {position} 条记录（序号 {seq}）使摘要链断裂',
    'zh-TW': '第 {position} 筆記錄（序號 {seq}）使摘要鏈斷裂',
    'en-US': 'Entry {position} (seq {seq}) breaks the digest chain',
    'pt-BR': 'A entrada {position} (seq {seq}) quebra a cadeia de resumos',
  },
  'head.matches': {
    'zh-CN': '声明的链头 {head} 与最后一条记录一致，共 {entries} 条',
    'zh-TW': '聲明的鏈頭 {head} 與最後一筆記錄一致，共 {entries} 筆',
    'en-US': 'The stated head {head} closes the {entries} entries',
    'pt-BR': 'O topo declarado {head} fecha as {entries} entradas',
  },
  'head.differs': {
    'zh-CN': '声明的链头为 {head}，而最后一条记录止于 {last}',
    'zh-TW': '聲明的鏈頭為 {head}，而最後一筆記錄止於 {last}',
    'en-US': 'The stated head is {head}, but the last entry ends at {last}',
    'pt-BR': 'O topo declarado é {head}, mas a última entrada termina em {last}',
  },
  'head.countDiffers': {
    'zh-CN': '声明共 {count} 条记录，实际为 {entries} 条',
    'zh-TW': '聲明共 {count} 筆記錄，實際為 {entries} 筆',
    'en-US': 'The record states {count} entries but holds {entries}',
    'pt-BR': 'O registro declara {count} entradas, mas contém {entries}',
  },
  'head.matchesNotice': {
    'zh-CN': '记录止于结果公告所载的链头 {notice}',
    'zh-TW': '記錄止於結果公告所載的鏈頭 {notice}',
    'en-US': 'The record ends at the head printed on the result notice, {notice}',
    'pt-BR': 'O registro termina no topo impresso no aviso de resultado, {notice}',
  },
  'head.noticeDiffers': {
    'zh-CN': '结果公告所载的链头为 {notice}，而记录止于 {last}',
    'zh-TW': '結果公告所載的鏈頭為 {notice}，而記錄止於 {last}',
    'en-US': 'The result notice prints head {notice}, but the record ends at {last}',
    'pt-BR': 'O aviso de resultado imprime o topo {notice}, mas o registro termina em {last}',
  },
  'stream.gapFree': {
    'zh-CN': '项目 {projectId} 的序号 1 至 {count} 连续无缺',
    'zh-TW': '項目 {projectId} 的序號 1 至 {count} 連續無缺',
    'en-US': 'Seq 1 to {count} of project {projectId}, no gap',
    'pt-BR': 'Seq 1 a {count} do projeto {projectId}, sem lacunas',
  },
  'stream.broken': {
    'zh-CN': '第 {position} 条记录打断了项目 {projectId} 的序列（缺号、顺序颠倒或属于其他项目）',
    'zh-TW': '第 {position} 筆記錄打斷了項目 {projectId} 的序列（缺號、順序顛倒或屬於其他項目）',
    'en-US': 'Entry {position} breaks the stream of project {projectId} (a gap, a reordering or another project)',
    'pt-BR': 'A entrada {position} quebra a sequência do projeto {projectId} (lacuna, reordenação ou outro projeto)',
  },
  'ranking.holds': {
    'zh-CN': '由 {quotes} 条报价重算的排名（{bidders} 家）与声明的排名一致',
    'zh-TW': '由 {quotes} 筆報價重算的排名（{bidders} 家）與聲明的排名一致',
    'en-US': 'The ranking recomputed from {quotes} quotes ({bidders} bidders) matches the stated ranking',
    'pt-BR':
      'A classificação recalculada a partir de {quotes} propostas ({bidders} licitantes) coincide com a declarada',
  },
  'ranking.differs': {
    'zh-CN': '由 {quotes} 条报价重算的排名与声明的排名不一致',
    'zh-TW': '由 {quotes} 筆報價重算的排名與聲明的排名不一致',
    'en-US': 'The ranking recomputed from {quotes} quotes differs from the stated ranking',
    'pt-BR': 'A classificação recalculada a partir de {quotes} propostas difere da declarada',
  },
  'ranking.notPublished': {
    'zh-CN': '本项目不公开其他供应商的报价，排名无法重算',
    'zh-TW': '本項目不公開其他供應商的報價，排名無法重算',
    'en-US': "This project does not publish the other bidders' quotes; the ranking cannot be recomputed",
    'pt-BR': 'Este projeto não publica as propostas dos outros licitantes; a classificação não pode ser recalculada',
  },
  'bidders.count': {
    'zh-CN': '重算有效供应商 {recomputed} 家，声明 {claimed} 家',
    'zh-TW': '重算有效供應商 {recomputed} 家，聲明 {claimed} 家',
    'en-US': '{recomputed} valid bidders recomputed, {claimed} stated',
    'pt-BR': '{recomputed} licitantes válidos recalculados, {claimed} declarados',
  },
  'bidders.notPublished': {
    'zh-CN': '声明有效供应商 {claimed} 家；其报价不公开，无法重算',
    'zh-TW': '聲明有效供應商 {claimed} 家；其報價不公開，無法重算',
    'en-US': '{claimed} valid bidders stated; their quotes are not public, so not recomputed',
    'pt-BR': '{claimed} licitantes válidos declarados; as propostas não são públicas, sem recálculo',
  },
  'failure.failed': {
    'zh-CN': '有效供应商少于最少 {minBidders} 家：项目流标',
    'zh-TW': '有效供應商少於最少 {minBidders} 家：項目流標',
    'en-US': 'Fewer valid bidders than the minimum of {minBidders}: the project failed',
    'pt-BR': 'Menos licitantes válidos que o mínimo de {minBidders}: o projeto fracassou',
  },
  'failure.notFailed': {
    'zh-CN': '有效供应商不少于最少 {minBidders} 家：项目未流标',
    'zh-TW': '有效供應商不少於最少 {minBidders} 家：項目未流標',
    'en-US': 'At least the minimum of {minBidders} valid bidders: the project did not fail',
    'pt-BR': 'Pelo menos o mínimo de {minBidders} licitantes válidos: o projeto não fracassou',
  },
  'winner.holds': {
    'zh-CN': '按竞价方式 {rule} 重算的成交供应商为 {suppliers}，与声明一致',
    'zh-TW': '按競價方式 {rule} 重算的成交供應商為 {suppliers}，與聲明一致',
    'en-US': 'The winner recomputed by method {rule} is supplier {suppliers}, as stated',
    'pt-BR': 'O vencedor recalculado pelo método {rule} é o fornecedor {suppliers}, como declarado',
  },
  'winner.differs': {
    'zh-CN': '按竞价方式 {rule} 重算的成交供应商为 {suppliers}，与声明不一致',
    'zh-TW': '按競價方式 {rule} 重算的成交供應商為 {suppliers}，與聲明不一致',
    'en-US': 'The winner recomputed by method {rule} is supplier {suppliers}; the stated winner differs',
    'pt-BR': 'O vencedor recalculado pelo método {rule} é o fornecedor {suppliers}; o declarado difere',
  },
  'winner.none': {
    'zh-CN': '按竞价方式 {rule} 不产生成交供应商（{reason}）',
    'zh-TW': '按競價方式 {rule} 不產生成交供應商（{reason}）',
    'en-US': 'Method {rule} yields no winner ({reason})',
    'pt-BR': 'O método {rule} não produz vencedor ({reason})',
  },
  'winner.noneFailed': {
    'zh-CN': '项目流标，无成交供应商',
    'zh-TW': '項目流標，無成交供應商',
    'en-US': 'The project failed: no winner',
    'pt-BR': 'O projeto fracassou: sem vencedor',
  },
  'winner.notByPrice': {
    'zh-CN': '竞价方式 {rule} 不单凭价格确定成交供应商，记录不声明成交供应商',
    'zh-TW': '競價方式 {rule} 不單憑價格確定成交供應商，記錄不聲明成交供應商',
    'en-US': 'Method {rule} is not decided by price alone; the record states no winner',
    'pt-BR': 'O método {rule} não é decidido só pelo preço; o registro não declara vencedor',
  },
  'winner.inChain': {
    'zh-CN': '声明的成交供应商 {suppliers} 的最终报价在链中（序号 {seqs}）',
    'zh-TW': '聲明的成交供應商 {suppliers} 的最終報價在鏈中（序號 {seqs}）',
    'en-US': "The stated winner's final quote (supplier {suppliers}) is in the chain at seq {seqs}",
    'pt-BR': 'A proposta final do vencedor declarado (fornecedor {suppliers}) está na cadeia em seq {seqs}',
  },
  'winner.notInChain': {
    'zh-CN': '声明的成交供应商 {suppliers} 在链中没有对应的报价',
    'zh-TW': '聲明的成交供應商 {suppliers} 在鏈中沒有對應的報價',
    'en-US': 'The stated winner (supplier {suppliers}) has no matching quote in the chain',
    'pt-BR': 'O vencedor declarado (fornecedor {suppliers}) não tem proposta correspondente na cadeia',
  },
};

export const CHECK_STATUS_LABELS: Readonly<Record<CheckStatus, Labels>> = {
  ok: { 'zh-CN': '成立', 'zh-TW': '成立', 'en-US': 'holds', 'pt-BR': 'válido' },
  fail: { 'zh-CN': '不成立', 'zh-TW': '不成立', 'en-US': 'FAILS', 'pt-BR': 'FALHA' },
  skipped: { 'zh-CN': '未核验', 'zh-TW': '未核驗', 'en-US': 'not checked', 'pt-BR': 'não verificado' },
};

export const RECORD_VERDICT: Readonly<Record<'holds' | 'fails', Labels>> = {
  holds: {
    'zh-CN': '项目 {projectId} 的竞价记录核验通过',
    'zh-TW': '項目 {projectId} 的競價記錄核驗通過',
    'en-US': 'The record of project {projectId} verifies',
    'pt-BR': 'O registro do projeto {projectId} é válido',
  },
  fails: {
    'zh-CN': '项目 {projectId} 的竞价记录核验不通过',
    'zh-TW': '項目 {projectId} 的競價記錄核驗不通過',
    'en-US': 'The record of project {projectId} does NOT verify',
    'pt-BR': 'O registro do projeto {projectId} NÃO é válido',
  },
};

export function fillIn(text: string, params: Check['params']): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A check's sentence in one language. */
export function describeCheck(check: Check, lang: Language): string {
  const labels = CHECK_SENTENCES[check.key];
  return labels ? fillIn(labels[lang], check.params) : check.key;
}

/** The record holds when no check fails (a check the cut cannot make is not a failure). */
export const recordHolds = (checks: readonly Check[]): boolean => checks.every((c) => c.status !== 'fail');
