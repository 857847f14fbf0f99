// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { requireChromium } from '@bidhall/testkit/services';
import { accessibilityProblems } from './accessibility';
import { launchChromium } from './browser';
import { scaled } from './limits';

const up = await requireChromium();

/** The route walk's accessibility judge, on pages written to break its rules or to keep them. */
describe.skipIf(!up)('accessibility judge', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext()).newPage();
  }, scaled(60_000));

  afterAll(async () => {
    await browser?.close();
  });

  const judged = async (body: string) => {
    await page.setContent(
      `<!doctype html><html lang="zh-CN"><head><title>t</title></head><body><main>${body}</main></body></html>`,
    );
    return accessibilityProblems(page);
  };

  it('passes a page that keeps the rules', { timeout: scaled(60_000) }, async () => {
    expect(await judged('<h1>报价</h1><label>金额 <input></label><a href="#x" style="color:#0958d9">链接</a>')).toEqual(
      [],
    );
  });

  it('names each rule broken, with the colours of a contrast finding', { timeout: scaled(60_000) }, async () => {
    const found = await judged('<input><button></button><a href="#x" style="color:#1677ff">链接</a>');
    expect(found).toEqual([
      expect.stringMatching(/^a11y button-name \(critical\) on 1 element/),
      expect.stringMatching(/^a11y color-contrast \(serious\) on 1 element.*#1677ff on #ffffff, 4\.1:1/),
      expect.stringMatching(/^a11y label \(critical\) on 1 element/),
    ]);
  });

  it(
    "leaves out only antd's overflow button inside a tablist, nothing else there",
    { timeout: scaled(60_000) },
    async () => {
      const tabs = (extra: string) =>
        `<div role="tablist"><div role="tab" aria-selected="true" tabindex="0">一</div>${extra}</div>`;
      expect(
        await judged(tabs('<div><button type="button" class="ant-tabs-nav-more" aria-label="更多">…</button></div>')),
      ).toEqual([]);
      expect(await judged(tabs('<button type="button" aria-label="关闭">×</button>'))).toEqual([
        expect.stringMatching(/^a11y aria-required-children \(critical\)/),
      ]);
    },
  );
});
