import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from './rich-text.ts';
import { XSS_PAYLOADS, isInert } from '../../../test/xss-payloads.ts';

describe('rich text sanitiser', () => {
  it.each(XSS_PAYLOADS)('makes %s inert', (payload) => {
    expect(isInert(sanitizeRichText(payload))).toBe(true);
  });

  it('keeps ordinary formatting, tables, links and images', () => {
    const html =
      '<h2>采购公告</h2><p><strong>项目编号：</strong>CG-2026-0001</p><table><tr><td colspan="2">预算</td></tr></table>' +
      '<p><a href="https://example.com/a.pdf">附件</a> <img src="https://example.com/logo.png" alt="logo" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes a link opening a new tab safe for its opener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops the text of a script but keeps the text around it', () => {
    expect(sanitizeRichText('前<script>alert(1)</script>后')).toBe('前后');
  });

  it('reads rich text as plain text, a line per block, unescaped once', () => {
    expect(
      plainTextOf(
        '<h2>终止原因</h2><p>需求 <strong>取消</strong> &amp; 预算&lt;调整&gt;</p><p> </p><p>&amp;lt;原文&amp;gt;<br>第二行</p><script>x</script>',
      ),
    ).toBe('终止原因\n需求 取消 & 预算<调整>\n&lt;原文&gt;\n第二行');
    expect(plainTextOf('<p></p>')).toBe('');
  });
});
