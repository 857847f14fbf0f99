import type { Labels, Language } from '@bidhall/domain/lang';

/** The texts behind the message keys used in `text.ts` and the DTO refinements. */
export const VALIDATION_MESSAGES = {
  'validation.required': {
    'zh-CN': '此项为必填项',
    'zh-TW': '此項為必填項',
    'en-US': 'This field is required',
    'pt-BR': 'Este campo é obrigatório',
  },
  'validation.number': {
    'zh-CN': '须为数字',
    'zh-TW': '須為數字',
    'en-US': 'This must be a number',
    'pt-BR': 'Este campo deve ser um número',
  },
  'validation.tooLong': {
    'zh-CN': '内容过长',
    'zh-TW': '內容過長',
    'en-US': 'This text is too long',
    'pt-BR': 'Este texto é longo demais',
  },
  'validation.plainText': {
    'zh-CN': '只能包含文字、数字和常用标点',
    'zh-TW': '只能包含文字、數字和常用標點',
    'en-US': 'Only letters, digits and ordinary punctuation are allowed',
    'pt-BR': 'Somente letras, dígitos e pontuação comum são permitidos',
  },
  'validation.userName': {
    'zh-CN': '用户名为 2-64 位字母、数字或 _ . @ -',
    'zh-TW': '使用者名稱為 2-64 位字母、數字或 _ . @ -',
    'en-US': 'User name: 2-64 letters, digits or _ . @ -',
    'pt-BR': 'Nome de usuário: 2-64 letras, dígitos ou _ . @ -',
  },
  'validation.passwordMin': {
    'zh-CN': '密码至少 6 位',
    'zh-TW': '密碼至少 6 位',
    'en-US': 'The password needs at least 6 characters',
    'pt-BR': 'A senha precisa de pelo menos 6 caracteres',
  },
  'validation.passwordMismatch': {
    'zh-CN': '两次输入的密码不一致',
    'zh-TW': '兩次輸入的密碼不一致',
    'en-US': 'The two passwords do not match',
    'pt-BR': 'As duas senhas não coincidem',
  },
  'validation.email': {
    'zh-CN': '请输入有效的邮箱地址',
    'zh-TW': '請輸入有效的電子郵件地址',
    'en-US': 'Enter a valid e-mail address',
    'pt-BR': 'Informe um e-mail válido',
  },
  'validation.phone': {
    'zh-CN': '请输入有效的手机号或座机号',
    'zh-TW': '請輸入有效的手機號或市話號碼',
    'en-US': 'Enter a valid mobile or landline number',
    'pt-BR': 'Informe um telefone válido',
  },
  'validation.creditCode': {
    'zh-CN': '统一社会信用代码为 18 位数字或大写字母',
    'zh-TW': '統一社會信用代碼為 18 位數字或大寫字母',
    'en-US': 'The unified social credit code has 18 digits or capital letters',
    'pt-BR': 'O código de crédito social unificado tem 18 dígitos ou letras maiúsculas',
  },
  'validation.role': {
    'zh-CN': '角色无效',
    'zh-TW': '角色無效',
    'en-US': 'Unknown role',
    'pt-BR': 'Função desconhecida',
  },
  'validation.registerRole': {
    'zh-CN': '只能注册为采购人、代理机构或供应商',
    'zh-TW': '只能註冊為採購人、代理機構或供應商',
    'en-US': 'You can register as a purchaser, an agency or a supplier only',
    'pt-BR': 'Só é possível se registrar como comprador, agência ou fornecedor',
  },
  'validation.clientQuoteId': {
    'zh-CN': '报价请求编号为 1-64 位字母、数字或 _ . : -',
    'zh-TW': '報價請求編號為 1-64 位字母、數字或 _ . : -',
    'en-US': 'The client quote id has 1-64 letters, digits or _ . : -',
    'pt-BR': 'O id da proposta do cliente tem 1-64 letras, dígitos ou _ . : -',
  },
  'validation.nulCharacter': {
    'zh-CN': '不能包含空字符（NUL）',
    'zh-TW': '不能包含空字元（NUL）',
    'en-US': 'This may not contain a NUL character',
    'pt-BR': 'Este campo não pode conter o caractere NUL',
  },
  'validation.repeatedQueryMember': {
    'zh-CN': '此参数只能出现一次',
    'zh-TW': '此參數只能出現一次',
    'en-US': 'This parameter may be given only once',
    'pt-BR': 'Este parâmetro só pode ser informado uma vez',
  },
  'validation.amountNotForThisMethod': {
    'zh-CN': '本项目按折扣率报价，请填写折扣率，不能填写报价金额',
    'zh-TW': '本項目按折扣率報價，請填寫折扣率，不能填寫報價金額',
    'en-US': 'This project is quoted as a discount rate; give a discountRate, not an amount',
    'pt-BR': 'Este projeto é cotado como taxa de desconto; informe discountRate, não um valor',
  },
  'validation.rateNotForThisMethod': {
    'zh-CN': '本项目按报价金额报价，请填写报价金额，不能填写折扣率',
    'zh-TW': '本項目按報價金額報價，請填寫報價金額，不能填寫折扣率',
    'en-US': 'This project is quoted as an amount; give an amount, not a discountRate',
    'pt-BR': 'Este projeto é cotado como valor; informe um valor, não discountRate',
  },
  'validation.amountOrRate': {
    'zh-CN': '请填写报价金额或折扣率（二者选一）',
    'zh-TW': '請填寫報價金額或折扣率（二者擇一）',
    'en-US': 'Give either an amount or a discount rate, not both',
    'pt-BR': 'Informe um valor ou uma taxa de desconto, não ambos',
  },
  'validation.amount': {
    'zh-CN': '金额须为非负数，最多两位小数，且小于一千万亿元',
    'zh-TW': '金額須為非負數，最多兩位小數，且小於一千兆元',
    'en-US': 'An amount is a non-negative number with at most two decimals, below 1,000,000,000,000,000',
    'pt-BR': 'Um valor é um número não negativo com no máximo duas casas decimais, abaixo de 1.000.000.000.000.000',
  },
  'validation.dateTime': {
    'zh-CN': '请输入有效的时间',
    'zh-TW': '請輸入有效的時間',
    'en-US': 'Enter a valid date and time',
    'pt-BR': 'Informe uma data e hora válidas',
  },
  'validation.stateList': {
    'zh-CN': '状态列表格式为逗号分隔的数字',
    'zh-TW': '狀態列表格式為逗號分隔的數字',
    'en-US': 'States are digits separated by commas',
    'pt-BR': 'Os estados são dígitos separados por vírgulas',
  },
  'validation.points': {
    'zh-CN': '分值须为 0-100，最多两位小数',
    'zh-TW': '分值須為 0-100，最多兩位小數',
    'en-US': 'Points are 0-100 with at most two decimals',
    'pt-BR': 'Os pontos vão de 0 a 100 com até duas casas decimais',
  },
  'validation.duplicate': {
    'zh-CN': '列表中有重复项',
    'zh-TW': '列表中有重複項',
    'en-US': 'The list has duplicates',
    'pt-BR': 'A lista tem itens repetidos',
  },
  'validation.projectNum': {
    'zh-CN': '项目编号为 1-32 位字母、数字或 -',
    'zh-TW': '項目編號為 1-32 位字母、數字或 -',
    'en-US': 'A project number has 1-32 letters, digits or -',
    'pt-BR': 'Um número de projeto tem 1-32 letras, dígitos ou -',
  },
  'validation.projectType': {
    'zh-CN': '项目类型与中标规则不一致',
    'zh-TW': '項目類型與中標規則不一致',
    'en-US': 'The project type does not match the winning method',
    'pt-BR': 'O tipo de projeto não corresponde ao método de adjudicação',
  },
  'validation.reasonRequired': {
    'zh-CN': '退回时必须填写原因',
    'zh-TW': '退回時必須填寫原因',
    'en-US': 'A reason is required to return it',
    'pt-BR': 'É necessário um motivo para devolver',
  },
} as const satisfies Record<string, Labels>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Whether a refusal's message is one of ours, chosen by its schema, rather than zod's own words. */
export function isValidationMessageKey(message: string): message is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, message);
}

/** Translates a message key; any other text (zod's own, already localised) passes through. */
export function translateValidationMessage(message: string, lang: Language): string {
  return isValidationMessageKey(message) ? VALIDATION_MESSAGES[message][lang] : message;
}
