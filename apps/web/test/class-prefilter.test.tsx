import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Button, DatePicker, Form, Input, Modal, Select, Table, Tabs } from 'antd';
import {
  ancestryOf,
  cannotMatch,
  jsdomImpl,
  jsdomRuleCheck,
  onlyPseudoElements,
  requirements,
} from './class-prefilter';
import { jsdomComputedStyle } from './style-rule-index';

describe('what a selector requires of an element', () => {
  it('names the classes and the element of the rightmost compound of each selector', () => {
    expect(requirements('.b.c')).toEqual([{ tag: undefined, classes: ['b', 'c'] }]);
    expect(requirements(':where(.x).ant-btn:not(.d):hover, span.e::before')).toEqual([
      { tag: undefined, classes: ['ant-btn'] },
      { tag: 'span', classes: ['e'], pseudoElement: true },
    ]);
    expect(requirements('INPUT[type="a, .b"]')).toEqual([
      { tag: 'input', classes: [], attributes: [{ name: 'type' }] },
    ]);
  });

  it('names the classes and elements the ancestors need, when only descendant and child combinators join the compounds', () => {
    expect(requirements('.a .b.c')).toEqual([
      { tag: undefined, classes: ['b', 'c'], ancestors: { classes: ['a'], tags: [] } },
    ]);
    expect(requirements(':where(.x).w .t table>THEAD > tr:first-child >*:first-child')).toEqual([
      { tag: undefined, classes: [], ancestors: { classes: ['w', 't'], tags: ['table', 'thead', 'tr'] } },
    ]);
    // A sibling combinator names elements beside an ancestor, not ancestors.
    expect(requirements('.a .b + .c .d, .a ~ .d')).toEqual([
      { tag: undefined, classes: ['d'] },
      { tag: undefined, classes: ['d'] },
    ]);
    expect(requirements(':where(.x) .d, * > .d, .a:is(.b .c) .d')).toEqual([
      { tag: undefined, classes: ['d'] },
      { tag: undefined, classes: ['d'] },
      { tag: undefined, classes: ['d'], ancestors: { classes: ['a'], tags: [] } },
    ]);
  });

  it('names the attributes, and the value test of those whose values match case-sensitively', () => {
    const ancestors = { classes: ['a'], tags: [] };
    expect(requirements('.a [class^="ant-"], .a [class*=\' ant-\']')).toEqual([
      { tag: undefined, classes: [], attributes: [{ name: 'class', op: '^=', value: 'ant-' }], ancestors },
      { tag: undefined, classes: [], attributes: [{ name: 'class', op: '*=', value: ' ant-' }], ancestors },
    ]);
    expect(requirements('[popover]:not(:popover-open)')).toEqual([
      { tag: undefined, classes: [], attributes: [{ name: 'popover' }] },
    ]);
    // An i flag, or an attribute HTML compares case-insensitively: presence only.
    expect(requirements('[class="A" i], [type=checkbox]')).toEqual([
      { tag: undefined, classes: [], attributes: [{ name: 'class' }] },
      { tag: undefined, classes: [], attributes: [{ name: 'type' }] },
    ]);
    // An upper-case name matches differently on HTML and SVG elements: no test of it.
    expect(requirements('a[viewBox]')).toEqual([{ tag: 'a', classes: [] }]);
  });

  it('tells the selectors of pseudo-elements, whose rules never style the element itself', () => {
    expect(onlyPseudoElements(requirements('.a::before, [class^="b"]::after'))).toBe(true);
    expect(onlyPseudoElements(requirements(':popover-open::backdrop'))).toBe(true);
    expect(onlyPseudoElements(requirements('.a::before, .b'))).toBe(false);
    expect(onlyPseudoElements(requirements('.a:hover'))).toBe(false);
  });

  it('requires nothing it cannot read with certainty', () => {
    for (const unsure of [
      '.a + *',
      '.a, [CLASS^="ant-"]',
      '.a\\:b',
      'svg|a',
      '[xlink|href]',
      '.a ~ :is(.b, .c)',
      ':not(.a)',
      '.a (',
    ]) {
      expect(requirements(unsure), unsure).toBeNull();
    }
  });

  it('rules an element out only when every selector of the list misses it', () => {
    const list = requirements('.a.b, p.c')!;
    expect(cannotMatch(list, 'div', 'a')).toBe(true);
    expect(cannotMatch(list, 'div', 'b  a')).toBe(false);
    expect(cannotMatch(list, 'P', 'c')).toBe(false);
    expect(cannotMatch(list, 'div', 'c')).toBe(true);
    const attributes = requirements('.a [class^="ant-"][popover], [type]')!;
    const reading = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;
    expect(cannotMatch(attributes, 'div', 'ant-x', reading({ class: 'ant-x', popover: '' }))).toBe(false);
    expect(cannotMatch(attributes, 'div', 'x ant-x', reading({ class: 'x ant-x', popover: '' }))).toBe(true);
    expect(cannotMatch(attributes, 'div', 'ant-x', reading({ class: 'ant-x' }))).toBe(true);
    expect(cannotMatch(attributes, 'div', null, reading({ type: 'text' }))).toBe(false);
    const nested = requirements('.w td .b')!;
    const ancestry = (classes: string[], tags: string[]) => () => ({ classes: new Set(classes), tags: new Set(tags) });
    expect(cannotMatch(nested, 'div', 'b', undefined, ancestry(['x', 'w'], ['td', 'tr']))).toBe(false);
    expect(cannotMatch(nested, 'div', 'b', undefined, ancestry(['x'], ['td', 'tr']))).toBe(true);
    expect(cannotMatch(nested, 'div', 'b', undefined, ancestry(['w'], ['th']))).toBe(true);
  });
});

describe('getComputedStyle with the prefilter', () => {
  it('finds every rule jsdom finds, over the rules antd injects for its common components', () => {
    renderCommonComponents();
    const selectors = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .flatMap((rule) => (rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule]))
        .flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : [])),
    );
    expect(selectors.length).toBeGreaterThan(1000);
    const lists = selectors.map((selector) => [selector, requirements(selector)] as const);
    const jsdomCheck = jsdomRuleCheck(document);
    let ruledOut = 0;
    for (const element of document.querySelectorAll('*')) {
      const classes = [...element.classList];
      const attribute = (name: string) => element.getAttribute(name);
      const ancestry = () => ancestryOf(jsdomImpl<Parameters<typeof ancestryOf>[0]>(element)!);
      for (const [selector, list] of lists) {
        if (!list) continue;
        const classAttribute = element.getAttribute('class');
        if (!onlyPseudoElements(list) && !cannotMatch(list, element.localName, classAttribute, attribute, ancestry))
          continue;
        ruledOut++;
        // A rule the element could match names one of its classes, its name or one of its
        // attributes somewhere; the rest would cost jsdom's slow check for nothing.
        const near =
          classes.some((c) => selector.includes(`.${c}`)) ||
          list.some((r) => r.tag === element.localName) ||
          element.getAttributeNames().some((name) => selector.includes(`[${name}`));
        if (!near) continue;
        const jsdom = jsdomCheck(selector, jsdomImpl<Element>(element)!) as
          { match: boolean; pseudoElement: string | null } | undefined;
        expect(Boolean(jsdom?.match) && !jsdom?.pseudoElement, `${selector} on ${element.outerHTML.slice(0, 80)}`).toBe(
          false,
        );
      }
    }
    expect(ruledOut).toBeGreaterThan(10_000);
    // Six seconds of CPU alone; beside the end-to-end job on two cores it has taken over two minutes.
  }, 360_000);
});

describe('getComputedStyle with the rule index', () => {
  it("gives every element of antd's common components the style jsdom gives it", () => {
    renderCommonComponents();
    const documentImpl = jsdomImpl<{ _styleCache: unknown }>(document)!;
    const elements = [...document.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(100);
    // Each pass starts from an empty style cache: one computes every element with jsdom's walk of
    // all rules, the other with the index (the page does not change between them).
    const stylesBy = (read: typeof getComputedStyle) => {
      documentImpl._styleCache = null;
      return elements.map((element) => {
        const style = read(element);
        return `${element.outerHTML.slice(0, 80)} → ${Array.from(style, (p) => `${p}: ${style.getPropertyValue(p)}`).join('; ')}`;
      });
    };
    const jsdom = stylesBy(jsdomComputedStyle(window));
    expect(stylesBy(getComputedStyle)).toEqual(jsdom);
    expect(jsdom.filter((style) => style.includes('display: none')).length).toBeGreaterThan(0);
  });
});

/** antd's common components, whose rules make up most of what the pages inject. */
function renderCommonComponents() {
  render(
    <>
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[{ a: 1, key: 1 }]} />
      <Tabs
        items={[
          { key: '1', label: 'one', children: 'x' },
          { key: '2', label: 'two', children: 'y' },
        ]}
      />
      <Form>
        <Form.Item label="x" name="x" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Select open options={[{ value: 1, label: 'a' }]} />
        <DatePicker />
        <Button type="primary">ok</Button>
      </Form>
      <Modal open title="t">
        m
      </Modal>
    </>,
  );
}
