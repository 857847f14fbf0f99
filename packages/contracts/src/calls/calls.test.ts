import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withSchemas } from '../abp/call.ts';
import { route, routes } from '../abp/route.ts';
import { allCalls } from './all.ts';
import { Sproject } from './sproject.ts';

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

  it('bind every route of a service to schemas of the types the route names', () => {
    const Demo = routes('Demo', { GetOne: route<z.ZodObject<{ id: z.ZodNumber }>, z.ZodString>() });
    const bound = withSchemas(Demo, { GetOne: [z.object({ id: z.number() }), z.string()] });
    expect(bound.GetOne.output.parse('x')).toBe('x');
    // @ts-expect-error an output schema of another type
    withSchemas(Demo, { GetOne: [z.object({ id: z.number() }), z.number()] });
    // @ts-expect-error a route left without its schemas
    expect(() => withSchemas(Demo, {})).toThrow('Demo/GetOne: no schemas');
  });
});

describe('routes', () => {
  it('carry no schemas at run time', async () => {
    const { Sproject: route } = await import('../routes/sproject.ts');
    expect(Object.keys(route.GetPaged).sort()).toEqual(['method', 'path', 'queryKeys', 'service', 'verb']);
  });
});
