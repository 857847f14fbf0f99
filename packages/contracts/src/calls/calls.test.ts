import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callOf, callsOf } from '../abp/call.ts';
import { call, service } from '../abp/route.ts';
import { Sproject } from '../routes/sproject.ts';
import { SprojectDto, UpStatusInput } from '../sproject.ts';
import { allCalls } from './all.ts';

describe('calls', () => {
  it('sit at ABP paths, /api/services/app/{Service}/{Method}, but sign-in at /api/TokenAuth', () => {
    for (const call of allCalls) {
      const base = call.service === 'TokenAuth' ? '/api/TokenAuth' : `/api/services/app/${call.service}`;
      expect(call.path).toBe(`${base}/${call.method}`);
    }
    expect(new Set(allCalls.map((c) => c.path)).size).toBe(allCalls.length);
  });

  it("take ABP's verb by method name unless the specification names another", () => {
    expect(Sproject.GetPaged.verb).toBe('get');
    expect(Sproject.CreateOrUpdate.verb).toBe('post');
    expect(Sproject.DelProject.verb).toBe('post');
    expect(Sproject.UpStatus.queryKeys).toEqual(['id', 'state']);
  });

  it('bind each route to the schemas its declaration names, one call per route', () => {
    const upStatus = callOf(Sproject.UpStatus);
    expect(upStatus.input).toBe(UpStatusInput);
    expect(upStatus.output).toBe(SprojectDto);
    expect(upStatus).toMatchObject(Sproject.UpStatus);
    expect(callOf(Sproject.UpStatus)).toBe(upStatus);
    expect(callsOf(Sproject).UpStatus).toBe(upStatus);
    expect(allCalls).toContain(upStatus);
  });

  it('take the schemas, verbs and query members a declaration gives, each method named once', () => {
    const Demo = service('Demo', ({ z }) => ({
      GetOne: call(z.object({ id: z.number() }), z.string()),
      Move: call(z.object({ id: z.number(), to: z.string() }), z.boolean(), { verb: 'put', queryKeys: ['id'] }),
    }));
    expect(Demo.Move).toEqual({
      service: 'Demo',
      method: 'Move',
      verb: 'put',
      path: '/api/services/app/Demo/Move',
      queryKeys: ['id'],
    });
    const one = callOf(Demo.GetOne);
    expect(one.output.parse('x')).toBe('x');
    expect(() => one.input.parse({ id: 'x' })).toThrow();
    // @ts-expect-error the output is typed as the declaration's schema
    const wrong: z.ZodNumber = one.output;
    expect(wrong).toBeInstanceOf(z.ZodString);
  });

  it('refuse a route no declaration built', () => {
    const forged = { service: 'Demo', method: 'Get', verb: 'get', path: '/x', queryKeys: [] } as const;
    expect(() => callOf(forged)).toThrow('Demo/Get: not built by service()');
  });
});

describe('routes', () => {
  it('carry no schemas at run time', () => {
    expect(Object.keys(Sproject.GetPaged).sort()).toEqual(['method', 'path', 'queryKeys', 'service', 'verb']);
  });
});
