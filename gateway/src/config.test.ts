import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const required = { API_URL: 'http://127.0.0.1:8080/', JWT_SECRET: 'x'.repeat(32) };

describe('gateway configuration', () => {
  it('fills the defaults: in-process bus, 5 s countdown, 500 ms badges, 1 s screen stats, 100 ms frames', () => {
    expect(loadConfig(required)).toMatchObject({
      apiUrls: ['http://127.0.0.1:8080'],
      redisUrl: undefined,
      jwtIssuer: 'bidhall',
      allowedOrigins: [],
      countdownIntervalMs: 5000,
      badgeCoalesceMs: 500,
      screenStatsIntervalMs: 1000,
      frameTickMs: 100,
      framePackMinSockets: 8,
      port: 8081,
    });
  });

  it('reads the origin allowlist as a comma-separated list', () => {
    expect(loadConfig({ ...required, ALLOWED_ORIGINS: 'https://a.cn, https://b.cn,' }).allowedOrigins).toEqual([
      'https://a.cn',
      'https://b.cn',
    ]);
  });

  it('reads several api URLs, the preferred first, to fail over between', () => {
    expect(loadConfig({ ...required, API_URL: 'http://10.0.0.2:8080/, http://10.0.0.3:8080' }).apiUrls).toEqual([
      'http://10.0.0.2:8080',
      'http://10.0.0.3:8080',
    ]);
    expect(() => loadConfig({ ...required, API_URL: 'http://ok:8080,not a url' })).toThrow(/API_URL/);
  });

  it('limits sockets per user to 10 unless set, and takes an empty METRICS_TOKEN for none', () => {
    expect(loadConfig(required)).toMatchObject({ maxSocketsPerUser: 10, metricsToken: undefined });
    expect(loadConfig({ ...required, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...required, MAX_SOCKETS_PER_USER: '3' }).maxSocketsPerUser).toBe(3);
    expect(() => loadConfig({ ...required, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...required, MAX_SOCKETS_PER_USER: '0' })).toThrow(/MAX_SOCKETS_PER_USER/);
  });

  it('names every bad or missing variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', REDIS_URL: 'not a url' })).toThrow(
      /API_URL[\s\S]*JWT_SECRET must be at least 32 characters|JWT_SECRET must be at least 32 characters[\s\S]*API_URL/,
    );
    expect(() => loadConfig({ ...required, COUNTDOWN_INTERVAL_MS: '-5' })).toThrow(/COUNTDOWN_INTERVAL_MS/);
  });
});
