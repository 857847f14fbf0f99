import { describe, expect, it } from 'vitest';
import { reactTo, reactToSessionOver } from './error-catalogue';
import type { Failure } from './error-catalogue';

const failure = (over: Partial<Failure>): Failure => ({
  status: 500,
  body: undefined,
  timedOut: false,
  hasToken: true,
  handlesValidation: false,
  silent: false,
  ...over,
});
const abp = (message: string, validationErrors: { message: string; members: string[] }[] | null = null) => ({
  success: false,
  result: null,
  error: { code: 0, message, details: null, validationErrors },
  unAuthorizedRequest: false,
  __abp: true,
});

describe('error catalogue (specification section 8)', () => {
  it('403: "Forbidden" with the server message', () => {
    const r = reactTo(failure({ status: 403, body: abp('没有权限') }));
    expect(r.notice).toEqual({ title: { key: 'errors.forbidden' }, text: { text: '没有权限' } });
    expect(r.logoutReloadAfterMs).toBeUndefined();
  });

  it('401 with a token: "Unauthorized", then log out and reload after 1.5 s', () => {
    const r = reactTo(failure({ status: 401, body: abp('x') }));
    expect(r.notice).toEqual({ title: { key: 'errors.unauthorized' }, text: { key: 'errors.unauthorizedText' } });
    expect(r.logoutReloadAfterMs).toBe(1500);
  });

  it('401 without a token: the notice only', () => {
    const r = reactTo(failure({ status: 401, hasToken: false }));
    expect(r.notice?.title).toEqual({ key: 'errors.unauthorized' });
    expect(r.logoutReloadAfterMs).toBeUndefined();
  });

  it('401 whose answer says isLogin: nothing at all', () => {
    expect(reactTo(failure({ status: 401, body: { result: { isLogin: true } } }))).toEqual({
      notice: undefined,
      logoutReloadAfterMs: undefined,
      fieldErrors: [],
    });
  });

  it('400: field errors go to a form that shows them, with no notice', () => {
    const errors = [{ message: '邮箱无效', members: ['emailAddress'] }];
    const r = reactTo(failure({ status: 400, body: abp('输入有误', errors), handlesValidation: true }));
    expect(r.notice).toBeUndefined();
    expect(r.fieldErrors).toEqual(errors);
  });

  it('400 elsewhere: a notice with the server message', () => {
    const r = reactTo(failure({ status: 400, body: abp('输入有误', [{ message: 'm', members: ['a'] }]) }));
    expect(r.notice?.text).toEqual({ text: '输入有误' });
  });

  it('500: the user-friendly message, or a generic one', () => {
    expect(reactTo(failure({ status: 500, body: abp('项目状态不允许此操作') })).notice?.text).toEqual({
      text: '项目状态不允许此操作',
    });
    expect(reactTo(failure({ status: 502, body: '<html>' })).notice?.text).toEqual({ key: 'errors.server' });
  });

  it('timeouts and network failures have their own texts', () => {
    expect(reactTo(failure({ timedOut: true, status: undefined })).notice?.text).toEqual({ key: 'errors.timeout' });
    expect(reactTo(failure({ status: undefined })).notice?.text).toEqual({ key: 'errors.network' });
  });

  it('a silent call shows nothing, except a 401, which still notifies and signs out', () => {
    expect(reactTo(failure({ status: 404, silent: true })).notice).toBeUndefined();
    expect(reactTo(failure({ status: 500, silent: true })).notice).toBeUndefined();
    const r = reactTo(failure({ status: 401, silent: true }));
    expect(r.notice?.title).toEqual({ key: 'errors.unauthorized' });
    expect(r.logoutReloadAfterMs).toBe(1500);
  });

  it('a live connection refused for an ended session: signs out as a 401 does, saying why', () => {
    const r = reactToSessionOver('token-revoked');
    expect(r.notice).toEqual({ title: { key: 'errors.signedOut' }, text: { key: 'errors.sessionOver.token-revoked' } });
    expect(r.logoutReloadAfterMs).toBe(reactTo(failure({ status: 401 })).logoutReloadAfterMs);
  });
});
