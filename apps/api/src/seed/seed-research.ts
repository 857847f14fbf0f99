import { AnnouncementDraftInput } from '@bidhall/contracts/announcement';
import { SubmitAnswersInput, SurveyInput } from '@bidhall/contracts/research';
import type { Db } from '../db/database.ts';
import { publishNotice, saveDraft } from '../modules/announcement/service.ts';
import { submitAnswers } from '../modules/research/fill-in.ts';
import { saveSurvey } from '../modules/research/service.ts';
import type { SeedActors } from './seed-project.ts';
import { seedContext } from './seed-context.ts';
import { demoNoticeBody } from './demo-notices.ts';

const QUESTIONS = [
  { key: 'brand', title: '可供应的主流品牌', type: 'single', options: ['联想', '华为', '戴尔', '其他'] },
  { key: 'price', title: '标准配置台式机参考单价', type: 'price', unit: '元/台' },
  { key: 'days', title: '供货周期', type: 'number', unit: '天' },
  { key: 'service', title: '售后服务承诺', type: 'text', required: false },
] as const;

const ANSWERS: Array<{ supplier: number; brand: number; price: string; days: string; service: string }> = [
  { supplier: 0, brand: 0, price: '4800.00', days: '7', service: '三年上门保修' },
  { supplier: 1, brand: 1, price: '5200.00', days: '10', service: '五年保修，两小时响应' },
];

/**
 * The market-research project: the agency defines the survey and publishes the research notice
 * (Announcement/Publish opens the survey and moves the project 4 -> 5), then two suppliers answer.
 */
export async function seedResearch(tx: Db, actors: SeedActors, projectId: number, deadline: Date, now: Date) {
  const ctx = seedContext(tx, actors.agency, now);
  await saveSurvey(
    ctx,
    SurveyInput.parse({
      projectId,
      description: '了解办公电脑的品牌、价格与供货周期，为年度采购预算提供依据。',
      deadline: deadline.toISOString(),
      questions: QUESTIONS,
    }),
  );
  const draft = await saveDraft(
    ctx,
    actors.agency,
    AnnouncementDraftInput.parse({
      projectId,
      type: 1,
      title: '办公电脑市场调研公告',
      content: demoNoticeBody(1, { name: '办公电脑市场调研', budget: null, winner: null }),
    }),
  );
  await publishNotice(ctx, actors.agency, draft.id);
  for (const a of ANSWERS) {
    const supplier = actors.suppliers[a.supplier]!;
    const answers = [
      { key: 'brand', choice: a.brand },
      { key: 'price', value: a.price },
      { key: 'days', value: a.days },
      { key: 'service', text: a.service },
    ];
    await submitAnswers(
      seedContext(tx, supplier, now),
      SubmitAnswersInput.parse({ projectId, answers, linkman: supplier.name }),
    );
  }
}
