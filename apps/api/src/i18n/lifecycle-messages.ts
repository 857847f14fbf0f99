import type { Labels } from '@bidhall/domain/lang';

/** Texts of the lifecycle calls (projects, requirements, sign-ups, settings); merged into MESSAGES. */
export const LIFECYCLE_MESSAGES = {
  'sproject.createAsPurchaser': {
    'zh-CN': '新项目由采购人创建；代理机构请从采购需求编制项目',
    'zh-TW': '新項目由採購人建立；代理機構請從採購需求編製項目',
    'en-US': 'A purchaser creates new projects; an agency drafts one from a requirement',
    'pt-BR': 'Um comprador cria novos projetos; uma agência elabora um a partir de um requisito',
  },
  'sproject.notEditable': {
    'zh-CN': '项目当前状态为“{state}”，不能修改',
    'zh-TW': '項目當前狀態為「{state}」，不能修改',
    'en-US': 'The project is currently "{state}" and cannot be edited',
    'pt-BR': 'O projeto está atualmente em "{state}" e não pode ser editado',
  },
  'sproject.notDeletable': {
    'zh-CN': '项目当前状态为“{state}”，已发布的项目不能删除',
    'zh-TW': '項目當前狀態為「{state}」，已發布的項目不能刪除',
    'en-US': 'The project is currently "{state}"; a published project cannot be deleted',
    'pt-BR': 'O projeto está atualmente em "{state}"; um projeto publicado não pode ser excluído',
  },
  'sproject.notAnAgency': {
    'zh-CN': '所选单位不是代理机构，请选择代理机构',
    'zh-TW': '所選單位不是代理機構，請選擇代理機構',
    'en-US': 'The firm chosen is not an agency; choose an agency',
    'pt-BR': 'A empresa escolhida não é uma agência; escolha uma agência',
  },
  'sproject.unknownCompany': {
    'zh-CN': '代理机构不存在',
    'zh-TW': '代理機構不存在',
    'en-US': 'There is no such agency',
    'pt-BR': 'Esta agência não existe',
  },
  'sproject.numTaken': {
    'zh-CN': '项目编号“{projectNum}”已被使用',
    'zh-TW': '項目編號「{projectNum}」已被使用',
    'en-US': 'The project number "{projectNum}" is already taken',
    'pt-BR': 'O número de projeto "{projectNum}" já está em uso',
  },
  'sproject.settingsInvalid': {
    'zh-CN': '竞价设置不完整或无效，不能完成编制',
    'zh-TW': '競價設定不完整或無效，不能完成編製',
    'en-US': 'The bidding settings are incomplete or invalid; drafting cannot be completed',
    'pt-BR': 'As configurações de lances estão incompletas ou inválidas; a elaboração não pode ser concluída',
  },
  'sproject.timesMissing': {
    'zh-CN': '请先填写报名截止时间和报价时间',
    'zh-TW': '請先填寫報名截止時間和報價時間',
    'en-US': 'Fill in the sign-up deadline and the quote window first',
    'pt-BR': 'Preencha primeiro o prazo de inscrição e a janela de cotação',
  },
  'sproject.windowNotOver': {
    'zh-CN': '报价尚未结束，不能提交结果',
    'zh-TW': '報價尚未結束，不能提交結果',
    'en-US': 'Quoting is not over yet; the result cannot be submitted',
    'pt-BR': 'As cotações ainda não terminaram; o resultado não pode ser enviado',
  },
  'sproject.tooFewBidders': {
    'zh-CN': '有效报价供应商不足 {min} 家，项目应流标',
    'zh-TW': '有效報價供應商不足 {min} 家，項目應流標',
    'en-US': 'Fewer than {min} valid bidders: the project fails',
    'pt-BR': 'Menos de {min} licitantes válidos: o projeto fracassa',
  },
  'pbSetting.frozen': {
    'zh-CN': '项目当前状态为“{state}”，竞价设置已不能修改',
    'zh-TW': '項目當前狀態為「{state}」，競價設定已不能修改',
    'en-US': 'The project is currently "{state}"; its bidding settings can no longer change',
    'pt-BR': 'O projeto está atualmente em "{state}"; as configurações de lances não podem mais mudar',
  },
  'pbSetting.minStep': {
    'zh-CN': '最小加减幅度无效（百分比须小于 100）',
    'zh-TW': '最小加減幅度無效（百分比須小於 100）',
    'en-US': 'The minimum step is not valid (a percentage must be below 100)',
    'pt-BR': 'O passo mínimo não é válido (um percentual deve ser menor que 100)',
  },
  'pbSetting.priceCap': {
    'zh-CN': '最高限价必须大于 0',
    'zh-TW': '最高限價必須大於 0',
    'en-US': 'The price cap must be above 0',
    'pt-BR': 'O preço máximo deve ser maior que 0',
  },
  'pbSetting.startPrice': {
    'zh-CN': '起价无效',
    'zh-TW': '起價無效',
    'en-US': 'The starting price is not valid',
    'pt-BR': 'O preço inicial não é válido',
  },
  'pbSetting.startAboveCap': {
    'zh-CN': '起价不能高于最高限价',
    'zh-TW': '起價不能高於最高限價',
    'en-US': 'The starting price cannot be above the price cap',
    'pt-BR': 'O preço inicial não pode ser maior que o preço máximo',
  },
  'pbSetting.maxQuotes': {
    'zh-CN': '报价次数上限须为不小于 1 的整数，或不限',
    'zh-TW': '報價次數上限須為不小於 1 的整數，或不限',
    'en-US': 'The quote limit is a whole number of at least 1, or none',
    'pt-BR': 'O limite de propostas é um número inteiro de pelo menos 1, ou nenhum',
  },
  'pbSetting.softClose': {
    'zh-CN': '延时设置无效：触发与延长秒数至少为 1，次数和总时长不能为负',
    'zh-TW': '延時設定無效：觸發與延長秒數至少為 1，次數和總時長不能為負',
    'en-US': 'Soft close: trigger and extension need at least 1 second; counts and totals cannot be negative',
    'pt-BR':
      'Prorrogação: gatilho e extensão precisam de pelo menos 1 segundo; contagens e totais não podem ser negativos',
  },
  'pbSetting.minBidders': {
    'zh-CN': '最少有效供应商数为 1-9',
    'zh-TW': '最少有效供應商數為 1-9',
    'en-US': 'The minimum number of bidders is 1 to 9',
    'pt-BR': 'O número mínimo de licitantes é de 1 a 9',
  },
  'pbSetting.disclosure': {
    'zh-CN': '报价公开方式无效',
    'zh-TW': '報價公開方式無效',
    'en-US': 'The price disclosure mode is not valid',
    'pt-BR': 'O modo de divulgação de preços não é válido',
  },
  'eApply.closed': {
    'zh-CN': '项目当前状态为“{state}”或报名已截止，不能报名',
    'zh-TW': '項目當前狀態為「{state}」或報名已截止，不能報名',
    'en-US': 'The project is "{state}" or its sign-up deadline has passed; sign-up is closed',
    'pt-BR': 'O projeto está em "{state}" ou o prazo de inscrição passou; inscrições encerradas',
  },
  'eApply.alreadySubmitted': {
    'zh-CN': '已报名（当前：{status}），只有被退回的报名可以重新提交',
    'zh-TW': '已報名（目前：{status}），只有被退回的報名可以重新提交',
    'en-US': 'Already signed up (now: {status}); only a returned sign-up can be resubmitted',
    'pt-BR': 'Já inscrito (agora: {status}); somente uma inscrição devolvida pode ser reenviada',
  },
  'eApply.notPending': {
    'zh-CN': '该报名不在待审核状态（当前：{status}）',
    'zh-TW': '該報名不在待審核狀態（目前：{status}）',
    'en-US': 'This sign-up is not awaiting review (now: {status})',
    'pt-BR': 'Esta inscrição não está aguardando análise (agora: {status})',
  },
  'projectAudit.notOwn': {
    'zh-CN': '只能修改自己填写的记录',
    'zh-TW': '只能修改自己填寫的記錄',
    'en-US': 'You can only edit records you wrote',
    'pt-BR': 'Você só pode editar registros que escreveu',
  },
  'requirement.notEditable': {
    'zh-CN': '需求当前状态为“{state}”，不能修改',
    'zh-TW': '需求當前狀態為「{state}」，不能修改',
    'en-US': 'The requirement is currently "{state}" and cannot be edited',
    'pt-BR': 'O requisito está atualmente em "{state}" e não pode ser editado',
  },
  'requirement.noAgency': {
    'zh-CN': '请先选择代理机构',
    'zh-TW': '請先選擇代理機構',
    'en-US': 'Choose an agency first',
    'pt-BR': 'Escolha primeiro uma agência',
  },
} as const satisfies Record<string, Labels>;
