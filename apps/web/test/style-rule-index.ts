import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { jsdomImpl, onlyPseudoElements, requirements } from './class-prefilter';

/**
 * jsdom computes an element's style by testing every rule of every style sheet against it, and
 * does so again for each ancestor (visibility, colour and pointer-events are inherited). antd
 * injects some 1,700 rules, and any DOM change forgets every answer, so each getComputedStyle
 * (every role query's hidden check, every table's scrollbar measure) walked some 30,000 rules.
 * Browsers look only at the rules filed under one of the element's classes or its name; this
 * files each sheet's rules the same way (by what the rightmost compound of each selector
 * requires, class-prefilter.ts), and fills jsdom's own style cache for the element and its
 * ancestors before jsdom reads it. A rule the index files nowhere is tested always; the rules
 * that are tested are tested by jsdom's check, in jsdom's order, with jsdom's cascade.
 */

const jsdomEntry = createRequire(import.meta.url).resolve('jsdom');
const fromJsdom = createRequire(jsdomEntry);
const { CSSStyleDeclaration } = fromJsdom('cssstyle') as { CSSStyleDeclaration: new () => Declaration };
const cssom = fromJsdom('@acemir/cssom') as { parse: (css: string) => Sheet };
const defaultSheetText = readFileSync(
  path.join(path.dirname(jsdomEntry), 'jsdom/browser/default-stylesheet.css'),
  'utf8',
);

interface Declaration {
  length: number;
  [index: number]: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): string;
}

/** The parts of jsdom's (cssom's) rules and sheets that its cascade reads. */
interface Rule {
  selectorText?: string;
  style: Declaration;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  styleSheet?: Sheet | null;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}

interface ElementImpl {
  localName: string;
  parentElement: ElementImpl | null;
  style: Declaration;
  getAttributeNS(namespace: null, name: string): string | null;
  _ownerDocument: DocumentImpl;
}
interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, Declaration> | null;
  _domSelector: { check: (selector: string, node: ElementImpl) => { match: boolean; pseudoElement: string | null } };
  styleSheets: { _list: Sheet[] };
}

/** A sheet's rules in jsdom's order, filed by what they require; `lists` are the rule lists it was read from. */
interface SheetIndex {
  lists: { list: ArrayLike<Rule>; rules: Rule[] }[];
  entries: { rule: Rule; selector: string }[];
  always: number[];
  byKey: Map<string, number[]>;
}

const tagKey = (name: string) => `<${name.toLowerCase()}>`;

function file(byKey: Map<string, number[]>, key: string, at: number) {
  const filed = byKey.get(key);
  if (!filed) byKey.set(key, [at]);
  else if (filed[filed.length - 1] !== at) filed.push(at);
}

/** The rules jsdom's cascade reads from a sheet (forEachMatchingSheetRuleOfElement), filed; null for @import. */
function indexSheet(sheet: Sheet): SheetIndex | null {
  const index: SheetIndex = { lists: [], entries: [], always: [], byKey: new Map() };
  const read = (list: ArrayLike<Rule>) => {
    const rules = Array.from(list);
    index.lists.push({ list, rules });
    return rules;
  };
  const add = (rule: Rule) => {
    // jsdom tests only rules with a selector, with this workaround of its own (cssstyle issue 193).
    if (!rule.selectorText) return;
    const selector = rule.selectorText.split(';').pop()!.trim();
    const required = requirements(selector);
    // jsdom's cascade applies no rule for a pseudo-element (::before) to the element itself.
    if (onlyPseudoElements(required)) return;
    const at = index.entries.push({ rule, selector }) - 1;
    if (!required || required.some(({ tag, classes }) => tag === undefined && classes.length === 0)) {
      index.always.push(at);
      return;
    }
    for (const { tag, classes } of required) file(index.byKey, classes[0] ?? tagKey(tag!), at);
  };
  for (const rule of read(sheet.cssRules)) {
    if (!rule.media) add(rule);
    else if (rule.constructor.name === 'CSSImportRule') return null;
    else if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) read(rule.cssRules ?? []).forEach(add);
  }
  return index;
}

/** True while no rule was added, removed or replaced in the lists the index was read from. */
function current(index: SheetIndex): boolean {
  return index.lists.every(({ list, rules }) => {
    if (list.length !== rules.length) return false;
    for (let at = 0; at < rules.length; at++) if (list[at] !== rules[at]) return false;
    return true;
  });
}

const indexes = new WeakMap<Sheet, SheetIndex | null>();
let defaultSheet: Sheet | undefined;

function indexOf(sheet: Sheet): SheetIndex | null {
  let index = indexes.get(sheet);
  if (index === undefined || (index && !current(index))) {
    index = indexSheet(sheet);
    indexes.set(sheet, index);
  }
  return index;
}

/**
 * The rules of the sheet filed under one of the element's classes or its name, and those filed
 * nowhere, in the sheet's order. Each still goes through the document's rule check, whose
 * prefilter (class-prefilter.ts) rules out those whose other classes the element lacks.
 */
function candidates(index: SheetIndex, element: ElementImpl): { rule: Rule; selector: string }[] {
  const positions = [...index.always];
  const keys = new Set((element.getAttributeNS(null, 'class') ?? '').split(/\s+/));
  keys.add(tagKey(element.localName));
  for (const key of keys) {
    const filed = index.byKey.get(key);
    if (filed) for (const at of filed) positions.push(at);
  }
  positions.sort((a, b) => a - b);
  return positions.filter((at, i) => i === 0 || at !== positions[i - 1]).map((at) => index.entries[at]!);
}

/** jsdom's getDeclarationForElement (style-rules.js), reading only the indexed candidates; false when a sheet has no index. */
function fillDeclaration(element: ElementImpl): boolean {
  const document = element._ownerDocument;
  const cache = (document._styleCache ??= new WeakMap());
  if (cache.has(element)) return true;
  defaultSheet ??= cssom.parse(defaultSheetText);
  const sheets = [defaultSheet, ...document.styleSheets._list];
  const sheetIndexes = sheets.map(indexOf);
  if (sheetIndexes.some((index) => index === null)) return false;

  const declaration = new CSSStyleDeclaration();
  const apply = (style: Declaration) => {
    for (let at = 0; at < style.length; at++) {
      const property = style[at]!;
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  };
  for (const index of sheetIndexes as SheetIndex[]) {
    for (const { rule, selector } of candidates(index, element)) {
      try {
        const { match, pseudoElement } = document._domSelector.check(selector, element);
        if (match && !pseudoElement) apply(rule.style);
      } catch {
        // jsdom counts a selector it cannot check as not matching.
      }
    }
  }
  apply(element.style);
  cache.set(element, declaration);
  return true;
}

const jsdomOwn = new WeakMap<object, typeof getComputedStyle>();

/** jsdom's own getComputedStyle of the window, without the index. */
export function jsdomComputedStyle(window: Window & typeof globalThis): typeof getComputedStyle {
  return jsdomOwn.get(window.document) ?? window.getComputedStyle;
}

/** Makes getComputedStyle read the indexed rules: it fills jsdom's style cache for the element and its ancestors first. */
export function indexStyleRules(window: Window & typeof globalThis) {
  if (window.document.compatMode !== 'CSS1Compat') return; // class names match case-insensitively there
  if (jsdomOwn.has(window.document)) return;
  const jsdomGetComputedStyle = window.getComputedStyle;
  jsdomOwn.set(window.document, jsdomGetComputedStyle);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (element instanceof window.Element) {
      for (let at = jsdomImpl<ElementImpl>(element) ?? null; at; at = at.parentElement) {
        if (!fillDeclaration(at)) break;
      }
    }
    return jsdomGetComputedStyle(element, pseudoElement);
  };
}
