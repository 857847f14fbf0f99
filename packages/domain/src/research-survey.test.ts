import { describe, expect, it } from 'vitest';
import { answerProblems, normaliseAnswers } from './research-answers.ts';
import { summariseSurvey } from './research-summary.ts';
import { questionSetProblems, SURVEY_PROBLEM_LABELS, type SurveyQuestion } from './research-survey.ts';
import { LANGUAGES } from './lang.ts';

const QUESTIONS: SurveyQuestion[] = [
  { key: 'brand', type: 'single', title: '品牌', required: true, options: ['联想', '华为', '戴尔'] },
  {
    key: 'features',
    type: 'multiple',
    title: '功能',
    required: false,
    options: ['保修', '上门', '培训'],
    maxSelect: 2,
  },
  { key: 'note', type: 'text', title: '说明', required: false, maxLength: 10 },
  { key: 'qty', type: 'number', title: '产能', required: true, unit: '台/月', decimals: 0, min: '1', max: '1000' },
  { key: 'price', type: 'price', title: '单价', required: true, unit: '元/台' },
];

const GOOD = [
  { key: 'brand', choice: 1 },
  { key: 'features', choices: [2, 0] },
  { key: 'qty', value: '120' },
  { key: 'price', value: '4999.5' },
];

describe('survey question sets', () => {
  it('accepts a coherent set', () => {
    expect(questionSetProblems(QUESTIONS)).toEqual([]);
  });

  it('refuses empty sets, duplicate keys and options, bad limits', () => {
    expect(questionSetProblems([])).toEqual([{ code: 'noQuestions', members: ['questions'] }]);
    const bad: SurveyQuestion[] = [
      { key: 'a', type: 'single', title: 'x', required: true, options: ['1', '1'], maxSelect: 1 },
      { key: 'a', type: 'multiple', title: 'y', required: true, options: ['1', '2'], maxSelect: 3 },
      { key: 'n', type: 'number', title: 'z', required: true, unit: '个', decimals: 0, min: '10', max: '2' },
    ];
    expect(questionSetProblems(bad).map((p) => [p.code, p.members[0]])).toEqual([
      ['duplicateOption', 'questions.0.options'],
      ['maxSelectRange', 'questions.0.maxSelect'],
      ['duplicateKey', 'questions.1.key'],
      ['maxSelectRange', 'questions.1.maxSelect'],
      ['minAboveMax', 'questions.2.min'],
    ]);
  });

  it('has a text for every problem in every language', () => {
    for (const labels of Object.values(SURVEY_PROBLEM_LABELS))
      for (const lang of LANGUAGES) expect(labels[lang]).toBeTruthy();
  });
});

describe('survey answers', () => {
  it('accepts complete, well-typed answers and normalises them', () => {
    expect(answerProblems(QUESTIONS, GOOD)).toEqual([]);
    expect(normaliseAnswers(QUESTIONS, [...GOOD].reverse())).toEqual([
      { key: 'brand', choice: 1 },
      { key: 'features', choices: [0, 2] },
      { key: 'qty', value: '120' },
      { key: 'price', value: '4999.50' },
    ]);
  });

  it('names each problem and where it is', () => {
    const answers = [
      { key: 'brand', choice: 3 },
      { key: 'features', choices: [0, 1, 2] },
      { key: 'note', text: '这段说明文字超过了十个字的上限' },
      { key: 'qty', value: '12.5' },
      { key: 'price', value: '-1' },
      { key: 'ghost', text: '?' },
      { key: 'brand', choice: 0 },
    ];
    expect(answerProblems(QUESTIONS, answers).map((p) => [p.code, p.members[0]])).toEqual([
      ['choiceRange', 'answers.0'],
      ['tooManyChoices', 'answers.1'],
      ['tooLong', 'answers.2'],
      ['tooManyDecimals', 'answers.3'],
      ['badPrice', 'answers.4'],
      ['unknownQuestion', 'answers.5.key'],
      ['duplicateAnswer', 'answers.6.key'],
    ]);
  });

  it('requires the required questions, lets optional ones be left out or cleared', () => {
    expect(answerProblems(QUESTIONS, [{ key: 'note', text: '  ' }]).map((p) => p.members[0])).toEqual([
      'answers.brand',
      'answers.qty',
      'answers.price',
    ]);
    expect(answerProblems(QUESTIONS, [...GOOD, { key: 'note', text: '' }])).toEqual([]);
    expect(answerProblems(QUESTIONS, [{ key: 'brand', text: 'x' }, ...GOOD.slice(1)])[0]?.code).toBe('wrongType');
    expect(answerProblems(QUESTIONS, [{ key: 'qty', value: 'abc' }, GOOD[0]!, GOOD[3]!])[0]?.code).toBe('notANumber');
    expect(answerProblems(QUESTIONS, [{ key: 'qty', value: '1001' }, GOOD[0]!, GOOD[3]!])[0]?.code).toBe('aboveMax');
    expect(answerProblems(QUESTIONS, [{ key: 'qty', value: '0' }, GOOD[0]!, GOOD[3]!])[0]?.code).toBe('belowMin');
  });
});

describe('survey summary', () => {
  it('counts options, lists texts and computes number figures in decimal', () => {
    const responses = [
      { respondent: 'A', answers: normaliseAnswers(QUESTIONS, [...GOOD, { key: 'note', text: '现货' }]) },
      {
        respondent: 'B',
        answers: normaliseAnswers(QUESTIONS, [
          { key: 'brand', choice: 1 },
          { key: 'features', choices: [0] },
          { key: 'qty', value: '80' },
          { key: 'price', value: '0.1' },
        ]),
      },
      {
        respondent: 'C',
        answers: normaliseAnswers(QUESTIONS, [
          { key: 'brand', choice: 0 },
          { key: 'qty', value: '100' },
          { key: 'price', value: '0.2' },
        ]),
      },
    ];
    const [brand, features, note, qty, price] = summariseSurvey(QUESTIONS, responses);
    expect(brand).toMatchObject({
      answered: 3,
      options: [
        { option: '联想', count: 1, percent: 33.3 },
        { count: 2, percent: 66.7 },
        { count: 0, percent: 0 },
      ],
    });
    expect(features).toMatchObject({
      answered: 2,
      options: [{ count: 2, percent: 100 }, { count: 0 }, { count: 1, percent: 50 }],
    });
    expect(note).toMatchObject({ answered: 1, texts: [{ respondent: 'A', text: '现货' }] });
    expect(qty).toMatchObject({ unit: '台/月', min: '80', max: '120', mean: '100', median: '100' });
    // 0.1 + 0.2 + 4999.5 in binary floating point would not give these cents.
    expect(price).toMatchObject({ min: '0.10', max: '4999.50', mean: '1666.60', median: '0.20' });
  });

  it('answers nulls and zeros when nobody responded', () => {
    const [brand, , , qty] = summariseSurvey(QUESTIONS, []);
    expect(brand).toMatchObject({ answered: 0, options: [{ count: 0, percent: 0 }, { count: 0 }, { count: 0 }] });
    expect(qty).toMatchObject({ answered: 0, min: null, mean: null, median: null });
  });
});
