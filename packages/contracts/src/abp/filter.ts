/**
 * The `Filter` grammar of paged calls: comparisons joined by and/or, with parentheses.
 *
 *   projectId = 12 and (status >= 1 or companyName contains '建设')
 *
 * It is parsed into a small tree; the api maps each field through an allowlist onto a
 * column and builds query-builder calls from the tree, so filter text never reaches SQL.
 * Limits keep a hostile filter cheap to refuse.
 */
export type FilterOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'contains' | 'startsWith' | 'in';
export type FilterValue = string | number | boolean | null;
export type FilterNode =
  | { kind: 'cmp'; field: string; op: FilterOp; value: FilterValue | FilterValue[] }
  | { kind: 'and' | 'or'; items: FilterNode[] };

export const FILTER_LIMITS = { maxLength: 2000, maxDepth: 8, maxComparisons: 32, maxInItems: 100 } as const;

/**
 * Why a filter or sorting text was refused. The codes, not prose, cross into the api, which
 * words them in the caller's language; `params` fill the wording.
 */
export type FilterFault =
  | 'unexpectedCharacter'
  | 'unterminatedString'
  | 'tooLong'
  | 'tooDeep'
  | 'expectedField'
  | 'expectedOperator'
  | 'tooManyComparisons'
  | 'expectedValue'
  | 'tooManyValues'
  | 'expectedToken'
  | 'trailingText'
  | 'badSortingTerm'
  | 'nullComparison'
  | 'expectsNumber'
  | 'numberOutOfRange'
  | 'textOperatorOnly'
  | 'expectsBoolean'
  | 'expectsDate';

export class FilterSyntaxError extends Error {
  constructor(
    readonly fault: FilterFault,
    /** The character the fault was found at, counted from 0. */
    readonly position: number,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${fault} at ${position}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
    this.name = 'FilterSyntaxError';
  }
}

const OPERATORS: Record<string, FilterOp> = {
  '=': 'eq',
  '==': 'eq',
  eq: 'eq',
  '!=': 'ne',
  '<>': 'ne',
  ne: 'ne',
  '>': 'gt',
  gt: 'gt',
  '>=': 'ge',
  ge: 'ge',
  '<': 'lt',
  lt: 'lt',
  '<=': 'le',
  le: 'le',
  contains: 'contains',
  startswith: 'startsWith',
  in: 'in',
};

type Token =
  | { t: 'ident'; v: string; at: number }
  | { t: 'op'; v: FilterOp; at: number }
  | { t: 'value'; v: FilterValue; at: number }
  | { t: 'punct'; v: '(' | ')' | ','; at: number }
  | { t: 'join'; v: 'and' | 'or'; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ t: 'punct', v: ch, at: i });
      i++;
      continue;
    }
    const symbol = /^(==|!=|<>|>=|<=|=|>|<)/.exec(text.slice(i));
    if (symbol) {
      tokens.push({ t: 'op', v: OPERATORS[symbol[1]!]!, at: i });
      i += symbol[1]!.length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const [value, next] = readString(text, i, ch);
      tokens.push({ t: 'value', v: value, at: i });
      i = next;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(text.slice(i));
    if (number) {
      tokens.push({ t: 'value', v: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i));
    if (!word) throw new FilterSyntaxError('unexpectedCharacter', i, { char: ch });
    const lower = word[0].toLowerCase();
    if (lower === 'and' || lower === 'or') tokens.push({ t: 'join', v: lower as 'and' | 'or', at: i });
    else if (lower === 'true' || lower === 'false') tokens.push({ t: 'value', v: lower === 'true', at: i });
    else if (lower === 'null') tokens.push({ t: 'value', v: null, at: i });
    else if (lower in OPERATORS) tokens.push({ t: 'op', v: OPERATORS[lower]!, at: i });
    else tokens.push({ t: 'ident', v: word[0], at: i });
    i += word[0].length;
  }
  return tokens;
}

/** A quoted literal; the quote character is escaped by doubling it, as in SQL. */
function readString(text: string, start: number, quote: string): [string, number] {
  let out = '';
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === quote) {
      if (text[i + 1] === quote) {
        out += quote;
        i += 2;
        continue;
      }
      return [out, i + 1];
    }
    out += ch;
    i++;
  }
  throw new FilterSyntaxError('unterminatedString', start);
}

export function parseFilter(text: string): FilterNode | undefined {
  if (text.length > FILTER_LIMITS.maxLength)
    throw new FilterSyntaxError('tooLong', FILTER_LIMITS.maxLength, { max: FILTER_LIMITS.maxLength });
  const tokens = tokenize(text);
  if (tokens.length === 0) return undefined;
  let pos = 0;
  let comparisons = 0;
  const peek = () => tokens[pos];
  const fail = (fault: FilterFault, params?: Record<string, string | number>): never => {
    throw new FilterSyntaxError(fault, peek()?.at ?? text.length, params);
  };

  const parseJoin = (kind: 'and' | 'or', inner: (depth: number) => FilterNode, depth: number): FilterNode => {
    const items = [inner(depth)];
    for (let next = peek(); next?.t === 'join' && next.v === kind; next = peek()) {
      pos++;
      items.push(inner(depth));
    }
    return items.length === 1 ? items[0]! : { kind, items };
  };
  const parseOr = (depth: number): FilterNode => parseJoin('or', parseAnd, depth);
  const parseAnd = (depth: number): FilterNode => parseJoin('and', parsePrimary, depth);
  const parsePrimary = (depth: number): FilterNode => {
    if (depth > FILTER_LIMITS.maxDepth) fail('tooDeep', { max: FILTER_LIMITS.maxDepth });
    const token = peek();
    if (token?.t === 'punct' && token.v === '(') {
      pos++;
      const node = parseOr(depth + 1);
      expectPunct(')');
      return node;
    }
    if (token?.t !== 'ident') return fail('expectedField');
    pos++;
    const op = peek();
    if (op?.t !== 'op') return fail('expectedOperator');
    pos++;
    if (++comparisons > FILTER_LIMITS.maxComparisons) fail('tooManyComparisons', { max: FILTER_LIMITS.maxComparisons });
    const value = op.v === 'in' ? parseList() : parseValue();
    return { kind: 'cmp', field: token.v, op: op.v, value };
  };
  const parseValue = (): FilterValue => {
    const token = peek();
    if (token?.t !== 'value') return fail('expectedValue');
    pos++;
    return token.v;
  };
  const parseList = (): FilterValue[] => {
    expectPunct('(');
    const values = [parseValue()];
    while (peek()?.t === 'punct' && peek()!.v === ',') {
      pos++;
      values.push(parseValue());
      if (values.length > FILTER_LIMITS.maxInItems) fail('tooManyValues', { max: FILTER_LIMITS.maxInItems });
    }
    expectPunct(')');
    return values;
  };
  const expectPunct = (v: '(' | ')') => {
    const token = peek();
    if (token?.t !== 'punct' || token.v !== v) fail('expectedToken', { token: v });
    pos++;
  };

  const tree = parseOr(0);
  if (pos < tokens.length) fail('trailingText');
  return tree;
}

/** Builds filter text for the client side; values are quoted so they cannot break out. */
export function formatFilterValue(value: FilterValue): string {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
}

/** `Sorting`: "field [asc|desc], ..."; fields are checked against an allowlist by the api. */
export type SortTerm = { field: string; direction: 'asc' | 'desc' };
export function parseSorting(text: string): SortTerm[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(part);
      if (!match) throw new FilterSyntaxError('badSortingTerm', 0, { term: part });
      return { field: match[1]!, direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
    });
}
