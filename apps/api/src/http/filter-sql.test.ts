import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { PagedRequest } from '@bidhall/contracts/abp/paging';
import { LANGUAGES, type Language } from '@bidhall/domain/lang';
import { ApiError, renderMessage, type Message } from './errors.ts';
import { pageQuery, type FieldAllowlist } from './filter-sql.ts';

/** A list's Filter and Sorting refused: each fault named, where it is, in the caller's language. */
const FIELDS: FieldAllowlist = {
  userName: { column: users.userName, type: 'string' },
  id: { column: users.id, type: 'number' },
  isActive: { column: users.isActive, type: 'boolean' },
  creationTime: { column: users.createdAt, type: 'date' },
};

function refusal(query: Record<string, string>, lang: Language = 'zh-CN'): { member: string; message: string } {
  try {
    pageQuery(PagedRequest.parse(query), FIELDS, []);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.status).toBe(400);
    const [problem] = error.validationErrors!;
    return { member: problem!.members.join(), message: renderMessage(problem!.message as Message, lang) };
  }
  throw new Error(`accepted: ${JSON.stringify(query)}`);
}

describe('a refused Filter or Sorting', () => {
  it.each([
    ["userName = 'x' ; id = 1", '筛选条件无效：第 16 个字符“;”无法识别'],
    ["userName = 'x", '筛选条件无效：第 12 个字符开始的文本缺少结束引号'],
    ["userName = 'x' and", '筛选条件无效：第 19 个字符处应为字段名'],
    ["userName 'x'", '筛选条件无效：第 10 个字符处应为比较符（如 =、>=、contains、in）'],
    ['id >= and', '筛选条件无效：第 7 个字符处应为值（数字、带引号的文本、true、false 或 null）'],
    ['(id = 1', '筛选条件无效：第 8 个字符处应为“)”'],
    ["userName = 'x' id = 1", '筛选条件无效：第 16 个字符起的内容多余（条件之间请用 and 或 or 连接）'],
    ['id > null', '筛选条件无效：字段 id 与 null 只能用 = 或 != 比较'],
    ["id = 'seven'", '筛选条件无效：字段 id 只能与数字比较'],
    ['isActive = 1', '筛选条件无效：字段 isActive 只能与 true 或 false 比较'],
    ["creationTime > 'yesterday'", "筛选条件无效：字段 creationTime 只能与日期比较（如 '2026-12-01'）"],
    ["creationTime > '275760-01-01'", "筛选条件无效：字段 creationTime 只能与日期比较（如 '2026-12-01'）"],
    ['id = 99999999999999999999', '筛选条件无效：字段 id 只能与 -2147483648 到 2147483647 之间的整数比较'],
    ['id in (1, 1.5)', '筛选条件无效：字段 id 只能与 -2147483648 到 2147483647 之间的整数比较'],
    ["id contains '1'", '筛选条件无效：contains 和 startsWith 只能用于文本字段，id 不是文本'],
    [`${'('.repeat(10)}id = 1${')'.repeat(10)}`, '筛选条件无效：括号嵌套不能超过 8 层'],
    [Array.from({ length: 33 }, (_, i) => `id = ${i}`).join(' or '), '筛选条件无效：比较不能超过 32 个'],
    [`id in (${Array.from({ length: 101 }, (_, i) => i).join(',')})`, '筛选条件无效：in 列表不能超过 100 个值'],
  ])('Filter %s: %s', (filter, message) => {
    expect(refusal({ Filter: filter })).toEqual({ member: 'Filter', message });
  });

  it('refuses a sorting term that is not "field [asc|desc]"', () => {
    expect(refusal({ Sorting: 'userName; drop table users' })).toEqual({
      member: 'Sorting',
      message: '排序条件无效：“userName; drop table users”应为“字段名 [asc|desc]”',
    });
  });

  it('words every fault in each of the four languages, with no placeholder left', () => {
    for (const lang of LANGUAGES) {
      const { message } = refusal({ Filter: "userName = 'x' ; id = 1" }, lang);
      expect(message, lang).toContain('16');
      expect(message, lang).not.toMatch(/[{}]/);
    }
    expect(refusal({ Filter: "id = 'seven'" }, 'en-US').message).toBe(
      'The filter is not valid: id compares with a number',
    );
    expect(refusal({ Filter: '(id = 1' }, 'pt-BR').message).toBe(
      'O filtro não é válido: esperava-se “)” no caractere 8',
    );
  });
});
