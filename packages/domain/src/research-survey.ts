import type { Labels } from './lang.ts';
import { Money } from './money.ts';

/**
 * Market-research surveys (projects with mode 1): the question kinds, the survey's life and
 * the checks on a question set that a schema alone cannot express (unique keys and options,
 * coherent limits).
 */

export const RESEARCH_STATUS = { draft: 0, published: 1, terminated: 2 } as const;
export type ResearchStatus = (typeof RESEARCH_STATUS)[keyof typeof RESEARCH_STATUS];

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'number', 'price'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SURVEY_LIMITS = { questions: 50, options: 30, textLength: 5000, decimals: 4 } as const;

type Base = { key: string; title: string; required: boolean };
export type ChoiceQuestion = Base & { type: 'single' | 'multiple'; options: string[]; maxSelect?: number | undefined };
export type TextQuestion = Base & { type: 'text'; maxLength: number };
/** A quantity with its unit (e.g. 台, 人天), optionally bounded. */
export type NumberQuestion = Base & {
  type: 'number';
  unit: string;
  decimals: number;
  min?: string | undefined;
  max?: string | undefined;
};
/** A price in yuan (two decimals) per the unit, e.g. 元/台: the market price the survey is after. */
export type PriceQuestion = Base & { type: 'price'; unit: string };
export type SurveyQuestion = ChoiceQuestion | TextQuestion | NumberQuestion | PriceQuestion;

/** One answer; which field carries the value depends on the question's type. */
export type SurveyAnswer = {
  key: string;
  choice?: number | undefined;
  choices?: number[] | undefined;
  text?: string | undefined;
  value?: string | undefined;
};

export type SurveyProblemCode =
  | 'noQuestions'
  | 'tooManyQuestions'
  | 'duplicateKey'
  | 'duplicateOption'
  | 'maxSelectRange'
  | 'minAboveMax'
  | 'unknownQuestion'
  | 'duplicateAnswer'
  | 'required'
  | 'wrongType'
  | 'choiceRange'
  | 'tooManyChoices'
  | 'tooLong'
  | 'notANumber'
  | 'tooManyDecimals'
  | 'belowMin'
  | 'aboveMax'
  | 'badPrice';

/** A problem and the input paths it concerns (ABP validationErrors `members`). */
export type SurveyProblem = { code: SurveyProblemCode; members: string[] };

/** Problems of a question set; empty when it may be saved. */
export function questionSetProblems(questions: readonly SurveyQuestion[]): SurveyProblem[] {
  const problems: SurveyProblem[] = [];
  if (questions.length === 0) problems.push({ code: 'noQuestions', members: ['questions'] });
  if (questions.length > SURVEY_LIMITS.questions) problems.push({ code: 'tooManyQuestions', members: ['questions'] });
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const at = `questions.${i}`;
    if (seen.has(q.key)) problems.push({ code: 'duplicateKey', members: [`${at}.key`] });
    seen.add(q.key);
    if (q.type === 'single' || q.type === 'multiple') {
      if (new Set(q.options).size !== q.options.length)
        problems.push({ code: 'duplicateOption', members: [`${at}.options`] });
      const max = q.maxSelect;
      if (max !== undefined && (q.type === 'single' || max < 1 || max > q.options.length))
        problems.push({ code: 'maxSelectRange', members: [`${at}.maxSelect`] });
    }
    if (q.type === 'number' && q.min !== undefined && q.max !== undefined && new Money(q.min).gt(q.max)) {
      problems.push({ code: 'minAboveMax', members: [`${at}.min`] });
    }
  });
  return problems;
}

/** Texts of the problems, in every language, so the api and the web form say the same. */
export const SURVEY_PROBLEM_LABELS: Readonly<Record<SurveyProblemCode, Labels>> = {
  noQuestions: {
    'zh-CN': '调研问卷至少需要一个问题',
    'zh-TW': '調研問卷至少需要一個問題',
    'en-US': 'The survey needs at least one question',
    'pt-BR': 'A pesquisa precisa de pelo menos uma pergunta',
  },
  tooManyQuestions: {
    'zh-CN': '问题不能超过 50 个',
    'zh-TW': '問題不能超過 50 個',
    'en-US': 'A survey has at most 50 questions',
    'pt-BR': 'Uma pesquisa tem no máximo 50 perguntas',
  },
  duplicateKey: {
    'zh-CN': '问题编号重复',
    'zh-TW': '問題編號重複',
    'en-US': 'Two questions have the same key',
    'pt-BR': 'Duas perguntas têm a mesma chave',
  },
  duplicateOption: {
    'zh-CN': '选项重复',
    'zh-TW': '選項重複',
    'en-US': 'Two options are the same',
    'pt-BR': 'Duas opções são iguais',
  },
  maxSelectRange: {
    'zh-CN': '最多可选数须在 1 与选项数之间（仅多选题）',
    'zh-TW': '最多可選數須在 1 與選項數之間（僅多選題）',
    'en-US': 'The selection limit must be between 1 and the number of options (multiple choice only)',
    'pt-BR': 'O limite de seleção deve estar entre 1 e o número de opções (só múltipla escolha)',
  },
  minAboveMax: {
    'zh-CN': '最小值不能大于最大值',
    'zh-TW': '最小值不能大於最大值',
    'en-US': 'The minimum is above the maximum',
    'pt-BR': 'O mínimo é maior que o máximo',
  },
  unknownQuestion: {
    'zh-CN': '问卷中没有该问题',
    'zh-TW': '問卷中沒有該問題',
    'en-US': 'The survey has no such question',
    'pt-BR': 'A pesquisa não tem esta pergunta',
  },
  duplicateAnswer: {
    'zh-CN': '同一问题回答了两次',
    'zh-TW': '同一問題回答了兩次',
    'en-US': 'This question is answered twice',
    'pt-BR': 'Esta pergunta foi respondida duas vezes',
  },
  required: {
    'zh-CN': '此问题必须回答',
    'zh-TW': '此問題必須回答',
    'en-US': 'This question must be answered',
    'pt-BR': 'Esta pergunta é obrigatória',
  },
  wrongType: {
    'zh-CN': '回答与问题类型不符',
    'zh-TW': '回答與問題類型不符',
    'en-US': 'The answer does not fit the question type',
    'pt-BR': 'A resposta não corresponde ao tipo da pergunta',
  },
  choiceRange: {
    'zh-CN': '所选选项不存在或重复',
    'zh-TW': '所選選項不存在或重複',
    'en-US': 'A chosen option does not exist or is chosen twice',
    'pt-BR': 'Uma opção escolhida não existe ou se repete',
  },
  tooManyChoices: {
    'zh-CN': '选择的选项过多',
    'zh-TW': '選擇的選項過多',
    'en-US': 'Too many options are chosen',
    'pt-BR': 'Opções demais foram escolhidas',
  },
  tooLong: {
    'zh-CN': '回答过长',
    'zh-TW': '回答過長',
    'en-US': 'The answer is too long',
    'pt-BR': 'A resposta é longa demais',
  },
  notANumber: { 'zh-CN': '请填写数字', 'zh-TW': '請填寫數字', 'en-US': 'Enter a number', 'pt-BR': 'Informe um número' },
  tooManyDecimals: {
    'zh-CN': '小数位数过多',
    'zh-TW': '小數位數過多',
    'en-US': 'Too many decimals',
    'pt-BR': 'Casas decimais demais',
  },
  belowMin: {
    'zh-CN': '数值小于允许的最小值',
    'zh-TW': '數值小於允許的最小值',
    'en-US': 'The number is below the minimum',
    'pt-BR': 'O número está abaixo do mínimo',
  },
  aboveMax: {
    'zh-CN': '数值大于允许的最大值',
    'zh-TW': '數值大於允許的最大值',
    'en-US': 'The number is above the maximum',
    'pt-BR': 'O número está acima do máximo',
  },
  badPrice: {
    'zh-CN': '价格须为不小于 0 的金额，最多两位小数',
    'zh-TW': '價格須為不小於 0 的金額，最多兩位小數',
    'en-US': 'The price must be an amount of at least 0 with at most two decimals',
    'pt-BR': 'O preço deve ser um valor de pelo menos 0 com no máximo duas casas decimais',
  },
};
