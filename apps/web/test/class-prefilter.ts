/**
 * jsdom answers getComputedStyle by testing every rule of every style sheet against the element
 * and each of its ancestors, and forgets all answers at the next DOM change. antd injects some
 * 1,700 rules, so each call costs a fifth of a second or more on this machine, and the calls
 * (every role query's hidden check, every table's scrollbar measure) were most of a component
 * test's time. Browsers skip a rule whose rightmost part names a class the element lacks, or
 * another element name; this does the same in front of jsdom's rule check, and leaves every
 * other rule to jsdom.
 */

/** What an element needs to match the rightmost compound of one selector of a list. */
export interface Requirement {
  /** Lower-case element name, when the compound names one. */
  tag?: string;
  classes: string[];
}

/** One requirement per selector of the list; null when some selector requires nothing we test. */
export function requirements(selectorList: string): Requirement[] | null {
  // Escapes can hide any character; leave such selectors to jsdom. Quoted attribute values
  // can hide commas, dots and brackets, and say nothing this test needs: blank them.
  if (selectorList.includes('\\')) return null;
  const unquoted = selectorList.replace(/"[^"]*"|'[^']*'/g, 'q');
  if (/["']/.test(unquoted)) return null;
  const found: Requirement[] = [];
  for (const alternative of splitTopLevel(unquoted)) {
    const requirement = compoundRequirement(rightmostCompound(alternative.trim()));
    if (!requirement) return null;
    found.push(requirement);
  }
  return found;
}

/** True only when no selector of the list can match this element. */
export function cannotMatch(list: Requirement[], localName: string, classAttribute: string | null): boolean {
  const present = classesOf(classAttribute);
  const name = localName.toLowerCase();
  return list.every(({ tag, classes }) => (tag !== undefined && tag !== name) || classes.some((c) => !present.has(c)));
}

// jsdom tests every rule against one element in a row: its classes are split once, not once per rule.
let lastClassAttribute: string | null | undefined;
let lastClasses = new Set<string>();

function classesOf(classAttribute: string | null): Set<string> {
  if (classAttribute !== lastClassAttribute) {
    lastClassAttribute = classAttribute;
    lastClasses = new Set((classAttribute ?? '').split(/\s+/));
  }
  return lastClasses;
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charAt(i);
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The compound after the last combinator outside brackets ("a > .b .c:not(.d)" gives ".c:not(.d)"). */
function rightmostCompound(selector: string): string {
  let depth = 0;
  for (let i = selector.length - 1; i >= 0; i--) {
    const c = selector.charAt(i);
    if (c === ')' || c === ']') depth++;
    else if (c === '(' || c === '[') depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) return selector.slice(i + 1);
  }
  return selector;
}

/**
 * The element name and the classes a compound names outside brackets and pseudo-class
 * arguments: each one the element must have. Null when it names neither, or is unclear.
 */
function compoundRequirement(compound: string): Requirement | null {
  const classes: string[] = [];
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound.charAt(i);
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === '|')
      return null; // a namespace prefix
    else if (c === '.' && depth === 0) {
      const name = /^[A-Za-z_-][\w-]*/.exec(compound.slice(i + 1))?.[0];
      if (!name) return null;
      classes.push(name);
      i += name.length;
    }
  }
  if (depth !== 0) return null;
  const tag = /^[A-Za-z][\w-]*/.exec(compound)?.[0]?.toLowerCase();
  if (tag === undefined && classes.length === 0) return null;
  return { tag, classes };
}

interface RuleChecker {
  check: (selector: string, node: Element, opt?: object) => unknown;
}

/** jsdom's object behind a DOM node (its rule checker takes these, not the nodes scripts see). */
export function jsdomImpl<T>(node: Node): T | undefined {
  const implKey = Object.getOwnPropertySymbols(node).find((s) => s.description === 'impl');
  return implKey ? (node as unknown as Record<symbol, T>)[implKey] : undefined;
}

/** jsdom's rule checker of the document: what getComputedStyle asks whether a rule applies. */
function ruleChecker(document: Document): RuleChecker {
  const checker = jsdomImpl<{ _domSelector?: RuleChecker }>(document)?._domSelector;
  if (!checker || typeof checker.check !== 'function') {
    throw new Error('jsdom changed: no document rule checker to put the prefilter in front of');
  }
  return checker;
}

const jsdomChecks = new WeakMap<RuleChecker, RuleChecker['check']>();

/** jsdom's own rule check of the document, without the prefilter. */
export function jsdomRuleCheck(document: Document): RuleChecker['check'] {
  const checker = ruleChecker(document);
  return jsdomChecks.get(checker) ?? checker.check;
}

/** Puts the prefilter in front of the document's rule check (once). */
export function prefilterStyleRules(document: Document) {
  // Class names match case-insensitively in quirks mode; keep jsdom's own answer there.
  if (document.compatMode !== 'CSS1Compat') return;
  const checker = ruleChecker(document);
  if (jsdomChecks.has(checker)) return;
  const jsdomCheck = checker.check;
  jsdomChecks.set(checker, jsdomCheck);
  const parsed = new Map<string, Requirement[] | null>();
  checker.check = (selector, node, opt) => {
    let list = parsed.get(selector);
    if (list === undefined) {
      list = requirements(selector);
      parsed.set(selector, list);
    }
    if (list && cannotMatch(list, node.localName, node.getAttributeNS(null, 'class'))) {
      return { match: false, ast: null, pseudoElement: null };
    }
    return jsdomCheck(selector, node, opt);
  };
}
