import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, isNotNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FilterSyntaxError,
  parseFilter,
  parseSorting,
  type FilterNode,
  type FilterValue,
} from '@bidhall/contracts/abp/filter';
import type { PagedRequest } from '@bidhall/contracts/abp/paging';
import { fieldError } from './errors.ts';

export type FilterField = { column: AnyPgColumn; type: 'number' | 'string' | 'boolean' | 'date' };
/** The fields a list may be filtered and sorted by; nothing else is reachable. */
export type FieldAllowlist = Record<string, FilterField>;

export type PageQuery = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** Turns SkipCount/MaxResultCount/Sorting/Filter into query-builder pieces, or a 400. */
export function pageQuery(input: PagedRequest, fields: FieldAllowlist, defaultOrder: SQL[]): PageQuery {
  const lookup = new Map(Object.entries(fields).map(([name, field]) => [name.toLowerCase(), field]));
  const field = (name: string): FilterField => {
    const found = lookup.get(name.toLowerCase());
    if (!found) throw fieldError('error.unknownField', 'Filter', { field: name });
    return found;
  };
  let where: SQL | undefined;
  let orderBy = defaultOrder;
  try {
    const tree = input.Filter ? parseFilter(input.Filter) : undefined;
    where = tree ? toSql(tree, field) : undefined;
    if (input.Sorting) {
      const terms = parseSorting(input.Sorting);
      if (terms.length) orderBy = terms.map((t) => (t.direction === 'desc' ? desc : asc)(field(t.field).column));
    }
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw fieldError('error.badFilter', 'Filter', { detail: error.message });
    throw error;
  }
  return { where, orderBy, limit: input.MaxResultCount, offset: input.SkipCount };
}

function toSql(node: FilterNode, field: (name: string) => FilterField): SQL {
  if (node.kind !== 'cmp') {
    const parts = node.items.map((item) => toSql(item, field));
    return (node.kind === 'and' ? and(...parts) : or(...parts))!;
  }
  const { column, type } = field(node.field);
  if (node.op === 'in') {
    const values = (node.value as FilterValue[]).map((v) => coerce(v, type, node.field));
    return inArray(column, values);
  }
  const value = coerce(node.value as FilterValue, type, node.field);
  if (value === null) {
    if (node.op === 'eq') return isNull(column);
    if (node.op === 'ne') return isNotNull(column);
    throw new FilterSyntaxError(`null only compares with = or !=`, 0);
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

function coerce(value: FilterValue, type: FilterField['type'], name: string): string | number | boolean | Date | null {
  if (value === null) return null;
  const wrong = () => new FilterSyntaxError(`${name} expects a ${type}`, 0);
  switch (type) {
    case 'number':
      if (typeof value !== 'number') throw wrong();
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw wrong();
      return value;
    case 'string':
      return String(value);
    case 'date': {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw wrong();
      return date;
    }
  }
}

/** LIKE wildcards in a search text are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
