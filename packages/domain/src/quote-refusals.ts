import type { Labels, Language } from './lang.ts';

/** Why a quote was refused (quote-rules.ts decideQuote), in the order the checks run. */
export const QUOTE_REFUSALS = [
  'suspended',
  'not-published',
  'paused',
  'window-not-open',
  'window-closed',
  'not-signed-up',
  'sign-up-not-passed',
  'invalid-amount',
  'discount-out-of-range',
  'max-quotes-reached',
  'above-price-cap',
  'below-start-price',
  'below-floor',
  'step-too-small',
  'must-beat-best',
  'step-too-small-on-best',
] as const;

export type QuoteRefusal = (typeof QUOTE_REFUSALS)[number];

export const QUOTE_REFUSAL_MESSAGES: Readonly<Record<QuoteRefusal, Labels>> = {
  suspended: {
    'zh-CN': '项目已暂停，暂不能报价',
    'zh-TW': '項目已暫停，暫不能報價',
    'en-US': 'The project is suspended; quoting is not possible',
    'pt-BR': 'O projeto está suspenso; não é possível enviar propostas',
  },
  'not-published': {
    'zh-CN': '项目未处于发布状态，不能报价',
    'zh-TW': '項目未處於發佈狀態，不能報價',
    'en-US': 'The project is not published; quoting is not possible',
    'pt-BR': 'O projeto não está publicado; não é possível enviar propostas',
  },
  paused: {
    'zh-CN': '报价已被代理机构暂停，请稍候',
    'zh-TW': '報價已被代理機構暫停，請稍候',
    'en-US': 'Quoting has been paused by the agency; please wait',
    'pt-BR': 'As propostas foram pausadas pela agência; aguarde',
  },
  'window-not-open': {
    'zh-CN': '报价尚未开始',
    'zh-TW': '報價尚未開始',
    'en-US': 'The quote window has not opened yet',
    'pt-BR': 'O período de propostas ainda não começou',
  },
  'window-closed': {
    'zh-CN': '报价已结束',
    'zh-TW': '報價已結束',
    'en-US': 'The quote window has closed',
    'pt-BR': 'O período de propostas foi encerrado',
  },
  'not-signed-up': {
    'zh-CN': '您尚未报名该项目',
    'zh-TW': '您尚未報名該項目',
    'en-US': 'You have not signed up for this project',
    'pt-BR': 'Você não se inscreveu neste projeto',
  },
  'sign-up-not-passed': {
    'zh-CN': '您的报名尚未审核通过',
    'zh-TW': '您的報名尚未審核通過',
    'en-US': 'Your sign-up has not been approved',
    'pt-BR': 'Sua inscrição não foi aprovada',
  },
  'invalid-amount': {
    'zh-CN': '报价金额无效：须为大于零且最多两位小数的金额',
    'zh-TW': '報價金額無效：須為大於零且最多兩位小數的金額',
    'en-US': 'Invalid amount: it must be above zero with at most two decimals',
    'pt-BR': 'Valor inválido: deve ser maior que zero com no máximo duas casas decimais',
  },
  'discount-out-of-range': {
    'zh-CN': '折扣率须在0到100（不含）之间，最多两位小数',
    'zh-TW': '折扣率須在0到100（不含）之間，最多兩位小數',
    'en-US': 'The discount rate must be from 0 to below 100, with at most two decimals',
    'pt-BR': 'A taxa de desconto deve ser de 0 a menos de 100, com no máximo duas casas decimais',
  },
  'max-quotes-reached': {
    'zh-CN': '您的报价次数已用完',
    'zh-TW': '您的報價次數已用完',
    'en-US': 'You have used all your quotes',
    'pt-BR': 'Você já usou todas as suas propostas',
  },
  'above-price-cap': {
    'zh-CN': '报价不能高于最高限价',
    'zh-TW': '報價不能高於最高限價',
    'en-US': 'The quote may not exceed the price cap',
    'pt-BR': 'A proposta não pode exceder o preço máximo',
  },
  'below-start-price': {
    'zh-CN': '报价不能低于起价',
    'zh-TW': '報價不能低於起價',
    'en-US': 'The quote may not be below the starting price',
    'pt-BR': 'A proposta não pode ser inferior ao preço inicial',
  },
  'below-floor': {
    'zh-CN': '报价不能低于项目设定的最低价',
    'zh-TW': '報價不能低於項目設定的最低價',
    'en-US': 'The quote may not be below the floor the project sets',
    'pt-BR': 'A proposta não pode ser inferior ao piso definido pelo projeto',
  },
  'step-too-small-on-best': {
    'zh-CN': '本次报价须比当前最优报价改善至少一个最小幅度',
    'zh-TW': '本次報價須比當前最優報價改善至少一個最小幅度',
    'en-US': 'The quote must improve on the current best by at least the minimum step',
    'pt-BR': 'A proposta deve melhorar a melhor proposta atual em pelo menos o passo mínimo',
  },
  'step-too-small': {
    'zh-CN': '本次报价须比您上次报价改善至少一个最小幅度',
    'zh-TW': '本次報價須比您上次報價改善至少一個最小幅度',
    'en-US': 'The quote must improve on your last quote by at least the minimum step',
    'pt-BR': 'A proposta deve melhorar a sua última em pelo menos o passo mínimo',
  },
  'must-beat-best': {
    'zh-CN': '报价须优于当前最优报价',
    'zh-TW': '報價須優於當前最優報價',
    'en-US': 'The quote must beat the current best quote',
    'pt-BR': 'A proposta deve superar a melhor proposta atual',
  },
};

export function quoteRefusalMessage(reason: QuoteRefusal, lang: Language): string {
  return QUOTE_REFUSAL_MESSAGES[reason][lang];
}
