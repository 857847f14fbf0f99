import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, isNotNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FilterSyntaxError,
  parseFilter,
  parseSorting,
  type FilterFault,
  type FilterNode,
  type FilterValue,
} from '@bidhall/contracts/abp/filter';
import { inWireTimeRange } from '@bidhall/contracts/abp/wire';
import type { PagedRequest } from '@bidhall/contracts/abp/paging';
import { fieldError } from './errors.ts';

type FilterField = { column: AnyPgColumn; type: 'number' | 'string' | 'boolean' | 'date' };
/** The fields a list may be filtered and sorted by; nothing else is reachable. */
export type FieldAllowlist = Record<string, FilterField>;

export type PageQuery = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** The two members written in the list query language; a refusal names the one at fault. */
type QueryMember = 'Filter' | 'Sorting';

/** Turns SkipCount/MaxResultCount/Sorting/Filter into query-builder pieces, or a 400. */
export function pageQuery(input: PagedRequest, fields: FieldAllowlist, defaultOrder: SQL[]): PageQuery {
  const lookup = new Map(Object.entries(fields).map(([name, field]) => [name.toLowerCase(), field]));
  const fieldIn =
    (member: QueryMember) =>
    (name: string): FilterField => {
      const found = lookup.get(name.toLowerCase());
      if (!found) throw fieldError('error.unknownField', member, { field: name });
      return found;
    };
  const where = parsed('Filter', () => {
    const tree = input.Filter ? parseFilter(input.Filter) : undefined;
    return tree ? toSql(tree, fieldIn('Filter')) : undefined;
  });
  const orderBy = parsed('Sorting', () => {
    const terms = input.Sorting ? parseSorting(input.Sorting) : [];
    const field = fieldIn('Sorting');
    return terms.length ? terms.map((t) => (t.direction === 'desc' ? desc : asc)(field(t.field).column)) : defaultOrder;
  });
  return { where, orderBy, limit: input.MaxResultCount, offset: input.SkipCount };
}

function parsed<T>(member: QueryMember, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw fieldError(`filter.${error.fault}`, member, { ...error.params, at: error.position + 1 });
    throw error;
  }
}

function toSql(node: FilterNode, field: (name: string) => FilterField): SQL {
  if (node.kind !== 'cmp') {
    const parts = node.items.map((item) => toSql(item, field));
    return (node.kind === 'and' ? and(...parts) : or(...parts))!;
  }
  const found = field(node.field);
  const { column } = found;
  // Searching inside a value is for text; a number or a date has no letters to search.
  if ((node.op === 'contains' || node.op === 'startsWith') && found.type !== 'string')
    throw new FilterSyntaxError('textOperatorOnly', 0, { field: node.field });
  if (node.op === 'in') {
    const values = (node.value as FilterValue[]).map((v) => coerce(v, found, node.field));
    return inArray(column, values);
  }
  const value = coerce(node.value as FilterValue, found, node.field);
  if (value === null) {
    if (node.op === 'eq') return isNull(column);
    if (node.op === 'ne') return isNotNull(column);
    throw new FilterSyntaxError('nullComparison', 0, { field: node.field });
  }
  switch (node.op) {
    case 'eq':
      return eq(column, value);
    case 'ne':
      return ne(column, value);
    case 'gt':
      return gt(column, value);
    case 'ge':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    case 'le':
      return lte(column, value);
    case 'contains':
      return ilike(column, `%${escapeLike(String(value))}%`);
    case 'startsWith':
      return ilike(column, `${escapeLike(String(value))}%`);
  }
}

/** The whole numbers a column holds; a filter value outside them is refused before the database sees it. */
function integerRange(column: AnyPgColumn): { min: number; max: number } {
  if (column.columnType === 'PgSmallInt' || column.columnType === 'PgSmallSerial') return { min: -32_768, max: 32_767 };
  if (column.columnType === 'PgInteger' || column.columnType === 'PgSerial')
    return { min: -(2 ** 31), max: 2 ** 31 - 1 };
  return { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
}

function coerce(
  value: FilterValue,
  { type, column }: FilterField,
  name: string,
): string | number | boolean | Date | null {
  if (value === null) return null;
  const wrong = (fault: FilterFault) => new FilterSyntaxError(fault, 0, { field: name });
  switch (type) {
    case 'number': {
      if (typeof value !== 'number') throw wrong('expectsNumber');
      const range = integerRange(column);
      if (!Number.isInteger(value) || value < range.min || value > range.max)
        throw new FilterSyntaxError('numberOutOfRange', 0, { field: name, ...range });
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw wrong('expectsBoolean');
      return value;
    case 'string':
      return String(value);
    case 'date': {
      const date = new Date(String(value));
      if (!inWireTimeRange(date.getTime())) throw wrong('expectsDate');
      return date;
    }
  }
}

/** LIKE wildcards in a search text are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
