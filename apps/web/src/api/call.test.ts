import { describe, expect, it } from 'vitest';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { User } from '@bidhall/contracts/routes/users';
import { fakeApi } from '../../test/fake-api';
import { call, routeKey } from './call';

describe('call', () => {
  it("sends a GET's input as the query string, at the contract's path, and answers the result", async () => {
    const calls = fakeApi({ [routeKey(User.Get)]: () => ({ status: 200, result: { id: 1 } }) });
    expect(await call(User.Get, { id: 1 })).toEqual({ id: 1 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/services/app/User/Get', params: { id: 1 } });
  });

  it('puts the members the contract names in the query string and the rest in the body', async () => {
    const calls = fakeApi({ [routeKey(Sproject.UpStatus)]: () => ({ status: 200, result: null }) });
    await call(Sproject.UpStatus, { id: 7, state: 4, reason: '预算不足' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/services/app/Sproject/UpStatus',
      params: { id: 7, state: 4 },
      body: { reason: '预算不足' },
    });
  });

  it('does not compile a member, a method or a value the contract does not have', () => {
    const wrong = () => {
      // @ts-expect-error no such member
      void call(User.Get, { userId: 1 });
      // @ts-expect-error no such method
      void call(User.GetOne, { id: 1 });
      // @ts-expect-error not a role
      void call(Sproject.GetListByRole, { role: 'nobody' });
    };
    expect(wrong).toBeTypeOf('function');
  });
});
