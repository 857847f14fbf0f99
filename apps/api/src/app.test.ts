import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import supertest from 'supertest';
import { ROLES } from '@bidhall/domain/roles';
import { bearer, startTestApi, type TestApi } from '../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the api frame', () => {
  it('serves OpenAPI generated from the contracts, and the Swagger UI', async () => {
    const doc = await api.http.get('/swagger/v1/swagger.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    const auth = doc.body.paths['/api/TokenAuth/Authenticate'].post;
    expect(auth.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['userNameOrEmailAddress', 'password', 'selectRole']),
    );
    expect(
      doc.body.paths['/api/services/app/User/GetPaged'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('MaxResultCount');
    const ui = await api.http.get('/swagger/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers /healthz while the database does', async () => {
    const res = await api.http.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown api path with a 404 envelope', async () => {
    const res = await api.http.get('/api/services/app/Nope/Nothing').set('Accept-Language', 'pt-BR');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, __abp: true, error: { message: 'Esta api não existe' } });
  });

  it('uses the ABP verb convention: a GET method refuses POST, saying which verb it takes', async () => {
    const res = await api.http.post('/api/services/app/User/GetPaged').set('Accept-Language', 'en-US').send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.body).toMatchObject({ success: false, __abp: true, error: { message: 'This api is called with GET' } });
    const submit = await api.http.get('/api/services/app/quote/submit/');
    expect(submit.status).toBe(405);
    expect(submit.body.error.message).toBe('此接口须以 POST 方式调用');
  });

  it('answers every path of the OpenAPI document called with a verb it does not take with 405 and its verbs', async () => {
    const paths: Record<string, Record<string, unknown>> = (await api.http.get('/swagger/v1/swagger.json')).body.paths;
    const apiPaths = Object.entries(paths).filter(([path]) => path.startsWith('/api/'));
    expect(apiPaths.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const [path, operations] of apiPaths) {
      const verbs = Object.keys(operations).map((v) => v.toUpperCase());
      const other = verbs.includes('GET') ? 'post' : 'get';
      const res = await api.http[other](path);
      const allowed = String(res.headers.allow).split(', ').sort();
      if (res.status !== 405 || allowed.join() !== verbs.sort().join())
        wrong.push(`${other.toUpperCase()} ${path}: ${res.status}, Allow ${res.headers.allow}`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds an endpoint whatever the case of its path and with a trailing slash, and answers HEAD by its GET', async () => {
    const admin = await api.login('admin', ROLES.admin);
    const exact = await api.http.get('/api/services/app/User/GetPaged?MaxResultCount=1').set(bearer(admin));
    const lower = await api.http.get('/api/services/app/user/getpaged/?MaxResultCount=1').set(bearer(admin));
    expect(lower.status).toBe(200);
    expect(lower.body.result).toEqual(exact.body.result);
    const head = await api.http.head('/api/services/app/User/GetPaged').set(bearer(admin));
    expect(head.status).toBe(200);
  });

  it('accepts camelCase and PascalCase paging keys alike', async () => {
    const admin = await api.login('admin', ROLES.admin);
    const pascal = await api.http.get('/api/services/app/User/GetPaged?MaxResultCount=2').set(bearer(admin));
    const camel = await api.http.get('/api/services/app/User/GetPaged?maxResultCount=2').set(bearer(admin));
    expect(pascal.body.result.items).toHaveLength(2);
    expect(camel.body.result).toEqual(pascal.body.result);
  });
});

describe('the request log', () => {
  it('logs every call once, with the caller address a local proxy forwarded, whether a service or express answers it', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const http = supertest((await api.sibling({ logger })).app);
    const admin = await api.login('admin', ROLES.admin);
    await http
      .get('/api/services/app/User/GetPaged?MaxResultCount=1')
      .set(bearer(admin))
      .set('x-request-id', 'svc-1')
      .set('x-forwarded-for', '203.0.113.5');
    await http.get('/swagger/v1/swagger.json').set('x-request-id', 'doc-1');
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.reqId)).toEqual(['svc-1', 'doc-1']);
    expect(completed[0]).toMatchObject({
      req: { method: 'GET', url: '/api/services/app/User/GetPaged?MaxResultCount=1', remoteAddress: '203.0.113.5' },
      res: { statusCode: 200 },
    });
    expect(completed[1]).toMatchObject({ req: { url: '/swagger/v1/swagger.json' }, res: { statusCode: 200 } });
  });
});

describe('an unexpected failure', () => {
  // An api of its own, whose database the test closes: started as set-up, under the hook's limit.
  let broken: TestApi;
  beforeAll(async () => {
    broken = await startTestApi();
  });

  it('answers a generic 500 without detail and logs it with the request id', async () => {
    const token = await broken.login('admin', ROLES.admin);
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const { app } = await broken.sibling({ logger });
    await broken.database.close();
    const res = await supertest(app)
      .get('/api/services/app/User/GetPaged')
      .set(bearer(token))
      .set('x-request-id', 'req-42');
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({
      code: 0,
      message: '服务器内部错误，请稍后重试',
      details: null,
      validationErrors: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack|PGlite/i);
    expect(lines.some((l) => l.reqId === 'req-42' && l.msg === 'unexpected error')).toBe(true);
    // Answered with a 500, the request is logged as errored too, with its status and no headers (no token).
    expect(lines.find((l) => l.msg === 'request errored')).toMatchObject({
      reqId: 'req-42',
      req: { method: 'GET', url: '/api/services/app/User/GetPaged' },
      res: { statusCode: 500 },
    });
    expect(JSON.stringify(lines)).not.toContain(token);
    const health = await supertest(app).get('/healthz');
    expect(health.status).toBe(503);
  });
});
