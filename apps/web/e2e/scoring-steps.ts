import type { Page } from 'playwright-core';
import { choose, openOption } from './lifecycle-steps';

/** Walk two's scoring plan: price 30 points by the lowest-price base, technical 50, business 20. */
const CRITERIA = [
  { kind: '技术', name: '技术方案', maxPoints: '50' },
  { kind: '商务', name: '商务条款', maxPoints: '20' },
];

/** On /projectPbSetting the agency writes the scoring plan (plan editor) and saves it. */
export async function writePlan(agency: Page) {
  const editor = agency.getByTestId('plan-editor');
  await choose(agency, editor.getByTestId('plan-formula'), '最低价基准法');
  await editor.getByTestId('plan-price-weight').fill('30');
  for (const [i, c] of CRITERIA.entries()) {
    if (i > 0) await editor.getByTestId('plan-add').click();
    await choose(agency, editor.getByTestId(`criterion-kind-${i}`), c.kind);
    await editor.getByTestId(`criterion-name-${i}`).fill(c.name);
    await editor.getByTestId(`criterion-max-${i}`).fill(c.maxPoints);
  }
  await editor.getByTestId('plan-save').click();
  await agency.getByText('评分办法已保存').waitFor();
}

/** Then picks the experts (searchable multi-select, by name and account) and saves the panel. */
export async function pickExperts(agency: Page, experts: readonly { name: string; userName: string }[]) {
  await agency.getByTestId('experts-select').click();
  for (const e of experts) await openOption(agency, `${e.name}（${e.userName}）`).click();
  await agency.keyboard.press('Escape');
  await agency.getByTestId('experts-save').click();
  await agency.getByText('评审专家已保存').waitFor();
}
