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
  /** Attributes the compound tests (each must be present), with the value test when it is a plain one. */
  attributes?: AttributeTest[];
  /** The compound selects a pseudo-element (::before): its rule styles that, never the element itself. */
  pseudoElement?: true;
  /**
   * The classes and (lower-case) element names the compounds left of it name, when they are
   * joined by descendant and child combinators only: each names one of the element's ancestors.
   */
  ancestors?: { classes: string[]; tags: string[] };
}

/** The classes and element names of an element's ancestors (both spellings of each name: SVG names keep their case). */
export interface Ancestry {
  classes: Set<string>;
  tags: Set<string>;
}

/** `[name]`, or `[name op "value"]` with one of the case-sensitive operators below. */
export interface AttributeTest {
  name: string;
  op?: '=' | '~=' | '|=' | '^=' | '$=' | '*=';
  value?: string;
}

/** One requirement per selector of the list; null when some selector requires nothing we test. */
export function requirements(selectorList: string): Requirement[] | null {
  // Escapes can hide any character; leave such selectors to jsdom. Quoted attribute values
  // can hide commas, dots and brackets: each is set aside, and stands in the selector as
  // § and its number (a selector holding § itself is left to jsdom).
  if (selectorList.includes('\\') || selectorList.includes('§')) return null;
  const quoted: string[] = [];
  const unquoted = selectorList.replace(/"([^"]*)"|'([^']*)'/g, (_, double?: string, single?: string) => {
    quoted.push(double ?? single ?? '');
    return `§${quoted.length - 1}§`;
  });
  if (/["']/.test(unquoted)) return null;
  const found: Requirement[] = [];
  for (const alternative of splitTopLevel(unquoted)) {
    const { compounds, siblings } = splitCompounds(alternative.trim());
    const requirement = compoundRequirement(compounds.pop() ?? '', quoted);
    if (!requirement) return null;
    if (!siblings && compounds.length > 0) {
      const ancestors = { classes: new Set<string>(), tags: new Set<string>() };
      for (const compound of compounds) {
        const named = compoundRequirement(compound, quoted);
        named?.classes.forEach((c) => ancestors.classes.add(c));
        if (named?.tag !== undefined) ancestors.tags.add(named.tag);
      }
      if (ancestors.classes.size + ancestors.tags.size > 0) {
        requirement.ancestors = { classes: [...ancestors.classes], tags: [...ancestors.tags] };
      }
    }
    if (requirement.tag === undefined && requirement.classes.length === 0 && nothingElse(requirement)) return null;
    found.push(requirement);
  }
  return found;
}

function nothingElse({ attributes, pseudoElement, ancestors }: Requirement): boolean {
  return attributes === undefined && pseudoElement === undefined && ancestors === undefined;
}

/** True when every selector of the list selects a pseudo-element: jsdom applies none of those rules to an element. */
export function onlyPseudoElements(list: Requirement[] | null): boolean {
  return list !== null && list.every((requirement) => requirement.pseudoElement);
}

/** True only when no selector of the list can match this element (`attribute` reads one of its attributes). */
export function cannotMatch(
  list: Requirement[],
  localName: string,
  classAttribute: string | null,
  attribute: (name: string) => string | null = (name) => (name === 'class' ? classAttribute : null),
  ancestry?: () => Ancestry,
): boolean {
  const present = classesOf(classAttribute);
  const name = localName.toLowerCase();
  return list.every(
    ({ tag, classes, attributes, ancestors }) =>
      (tag !== undefined && tag !== name) ||
      classes.some((c) => !present.has(c)) ||
      (attributes !== undefined && attributes.some((test) => !passes(test, attribute(test.name)))) ||
      (ancestors !== undefined && ancestry !== undefined && lacks(ancestry(), ancestors)),
  );
}

function lacks(ancestry: Ancestry, { classes, tags }: NonNullable<Requirement['ancestors']>): boolean {
  return classes.some((c) => !ancestry.classes.has(c)) || tags.some((t) => !ancestry.tags.has(t));
}

interface NodeImpl {
  localName: string;
  parentElement: NodeImpl | null;
  getAttributeNS(namespace: null, name: string): string | null;
}

/** The classes and element names of the element's ancestors. */
export function ancestryOf(node: NodeImpl): Ancestry {
  const ancestry: Ancestry = { classes: new Set(), tags: new Set() };
  for (let at = node.parentElement; at; at = at.parentElement) {
    ancestry.tags.add(at.localName).add(at.localName.toLowerCase());
    for (const c of (at.getAttributeNS(null, 'class') ?? '').split(/\s+/)) ancestry.classes.add(c);
  }
  return ancestry;
}

/** Whether an attribute of this value passes the test, as Selectors 4 defines each operator. */
function passes({ op, value = '' }: AttributeTest, actual: string | null): boolean {
  if (actual === null) return false;
  switch (op) {
    case undefined:
      return true;
    case '=':
      return actual === value;
    case '~=':
      return value !== '' && !/\s/.test(value) && actual.split(/[ \t\n\f\r]+/).includes(value);
    case '|=':
      return actual === value || actual.startsWith(`${value}-`);
    case '^=':
      return value !== '' && actual.startsWith(value);
    case '$=':
      return value !== '' && actual.endsWith(value);
    case '*=':
      return value !== '' && actual.includes(value);
  }
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

/** The compounds of a complex selector ("a > .b .c:not(.d)" gives a, .b, .c:not(.d)), and whether a sibling combinator joins two. */
function splitCompounds(selector: string): { compounds: string[]; siblings: boolean } {
  const compounds: string[] = [];
  let siblings = false;
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= selector.length; i++) {
    const c = selector.charAt(i);
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (i === selector.length || (depth === 0 && /[\s>+~]/.test(c))) {
      if (i > start) compounds.push(selector.slice(start, i));
      if (c === '+' || c === '~') siblings = true;
      start = i + 1;
    }
  }
  return { compounds, siblings };
}

/**
 * The element name, the classes and the attributes a compound names outside brackets and
 * pseudo-class arguments: each one the element must have. Null when it is unclear.
 */
function compoundRequirement(compound: string, quoted: string[]): Requirement | null {
  const classes: string[] = [];
  const attributes: AttributeTest[] = [];
  let pseudoElement = false;
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound.charAt(i);
    if (c === '[' && depth === 0) {
      const end = compound.indexOf(']', i);
      if (end < 0) return null;
      const test = attributeTest(compound.slice(i + 1, end), quoted);
      if (test === null) return null;
      if (test !== undefined) attributes.push(test);
      i = end;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === '|')
      return null; // a namespace prefix
    else if (c === ':' && depth === 0 && compound.charAt(i + 1) === ':') {
      pseudoElement = true;
      i++;
    } else if (c === '.' && depth === 0) {
      const name = /^[A-Za-z_-][\w-]*/.exec(compound.slice(i + 1))?.[0];
      if (!name) return null;
      classes.push(name);
      i += name.length;
    }
  }
  if (depth !== 0) return null;
  const tag = /^[A-Za-z][\w-]*/.exec(compound)?.[0]?.toLowerCase();
  const requirement: Requirement = { tag, classes };
  if (attributes.length > 0) requirement.attributes = attributes;
  if (pseudoElement) requirement.pseudoElement = true;
  return requirement;
}

/**
 * What `[inside]` requires: the attribute, and the value test when it is case-sensitive and
 * plain. Undefined for an attribute this cannot read with certainty (an upper-case name, which
 * matches differently on HTML and SVG elements); null when the brackets are unclear.
 */
function attributeTest(inside: string, quoted: string[]): AttributeTest | null | undefined {
  const parts = /^\s*([a-z_][a-z0-9_-]*)\s*(?:([~|^$*]?=)\s*(?:§(\d+)§|([A-Za-z_-][\w-]*))\s*([A-Za-z])?\s*)?$/.exec(
    inside,
  );
  if (!parts) return /^\s*[A-Za-z_][\w-]*\s*([~|^$*]?=|$)/.test(inside) && !inside.includes('|') ? undefined : null;
  const [, name, op, quotedAt, ident, flag] = parts;
  // With a case flag (i, s) the value test is left to jsdom: presence only.
  if (op === undefined || flag !== undefined) return { name: name! };
  const value = quotedAt !== undefined ? quoted[Number(quotedAt)] : ident;
  if (value === undefined) return null;
  return CASE_SENSITIVE_VALUES.has(name!) ? { name: name!, op: op as AttributeTest['op'], value } : { name: name! };
}

/**
 * Attributes whose values selectors match case-sensitively in HTML documents. HTML lists others
 * (type, lang, dir…) whose values match case-insensitively; for those only presence is tested.
 */
const CASE_SENSITIVE_VALUES = new Set(['class', 'id', 'role', 'title', 'name', 'href', 'src', 'style']);

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
  // jsdom checks one element against every rule in a row. Its ancestry is read once for as long
  // as the document's style cache stands: jsdom drops that cache at any change to the tree, an
  // attribute or a text of an element in the document. A detached element's is read each time.
  const documentImpl = jsdomImpl<{ _styleCache: object | null }>(document)!;
  let last: { node: Element; cache: object; ancestry: Ancestry } | undefined;
  const ancestry = (node: Element): Ancestry => {
    const cache = documentImpl._styleCache;
    if (last && last.node === node && last.cache === cache) return last.ancestry;
    const found = ancestryOf(node as unknown as NodeImpl);
    if (cache && (node as unknown as { _attached?: boolean })._attached) last = { node, cache, ancestry: found };
    return found;
  };
  checker.check = (selector, node, opt) => {
    let list = parsed.get(selector);
    if (list === undefined) {
      list = requirements(selector);
      parsed.set(selector, list);
    }
    if (
      list &&
      (onlyPseudoElements(list) ||
        cannotMatch(
          list,
          node.localName,
          node.getAttributeNS(null, 'class'),
          (name) => node.getAttributeNS(null, name),
          () => ancestry(node),
        ))
    ) {
      return { match: false, ast: null, pseudoElement: null };
    }
    return jsdomCheck(selector, node, opt);
  };
}
