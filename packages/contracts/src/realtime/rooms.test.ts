import { describe, expect, it } from 'vitest';
import { rooms } from './rooms.ts';

describe('rooms', () => {
  it('follow STYLE.md naming', () => {
    expect(rooms.user(4)).toBe('user:4');
    expect(rooms.tenantRole(1, '代理机构')).toBe('tenant:1:role:代理机构');
    expect(rooms.project(9, 'supplier')).toBe('project:9:supplier');
    expect(rooms.projectSupplier(9, 33)).toBe('project:9:supplier:33');
    expect(rooms.screen(1)).toBe('screen:1');
  });
});
