import { describe, expect, it } from 'vitest';
import { HASHED_ASSET, cookieAttributes, cspHeader, originAllowed, originMatches } from './security-policy.ts';

describe('the CSP', () => {
  it('allows scripts and styles from the origin only, the nonce when the page has one', () => {
    const csp = cspHeader();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe|nonce/);
    expect(cspHeader({ nonce: 'abc' })).toContain("script-src 'self' 'nonce-abc'; style-src 'self' 'nonce-abc'");
  });

  it('names the split topology’s api and socket hosts, and the control room for the big screen', () => {
    const csp = cspHeader({ connectOrigins: ['https://api.example'], frameAncestors: ['https://control.example'] });
    expect(csp).toContain("connect-src 'self' https://api.example wss://api.example");
    expect(csp).toContain('frame-ancestors https://control.example');
  });
});

describe('the Origin rule', () => {
  it('lets reads, the own host, configured origins and non-browser clients through; refuses other pages', () => {
    expect(originAllowed('GET', 'https://evil.example', 'bidhall.example', [])).toBe(true);
    expect(originAllowed('POST', undefined, 'bidhall.example', [])).toBe(true);
    expect(originAllowed('POST', 'https://bidhall.example', 'bidhall.example', [])).toBe(true);
    expect(originAllowed('PUT', 'https://portal.example', 'bidhall.example', ['https://portal.example'])).toBe(true);
    expect(originAllowed('POST', 'https://evil.example', 'bidhall.example', [])).toBe(false);
    expect(originAllowed('DELETE', 'null', 'bidhall.example', [])).toBe(false);
    // Same name, another port: another origin.
    expect(originMatches('http://bidhall.example:9000', 'bidhall.example:8080', [])).toBe(false);
  });
});

describe('cookies and caching', () => {
  it('sets Strict, path / and Secure exactly under HTTPS', () => {
    const expires = new Date(0);
    expect(cookieAttributes('https:', expires)).toEqual({ path: '/', sameSite: 'strict', secure: true, expires });
    expect(cookieAttributes('http:', expires).secure).toBe(false);
  });

  it('knows a hashed build file from the others', () => {
    expect(HASHED_ASSET.test('assets/index-BM1u_k2v.js')).toBe(true);
    expect(HASHED_ASSET.test('/assets/index-DsmQjlat.css')).toBe(true);
    expect(HASHED_ASSET.test('logo.svg')).toBe(false);
  });
});
