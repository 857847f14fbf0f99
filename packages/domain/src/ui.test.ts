import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_LOAD_TIMEOUT_S,
  DEFAULT_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  MAX_PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  TOKEN_LIFETIME_MS,
  ZOOM_CHOICES,
  clampPageSize,
  isZoomChoice,
} from './ui.ts';

describe('interface constants', () => {
  it('holds the values of specification section 9', () => {
    expect(ZOOM_CHOICES).toEqual([100, 110, 120, 130, 140]);
    expect(TOKEN_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(HISTORY_PAGE_SIZE).toBe(1000);
    expect(REQUEST_TIMEOUT_MS).toBe(100_000);
    expect(CHUNK_LOAD_TIMEOUT_S).toBe(120);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(MAX_PAGE_SIZE).toBe(1000);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('accepts only the listed zoom levels', () => {
    expect(isZoomChoice(120)).toBe(true);
    for (const bad of [90, 115, '100', null]) expect(isZoomChoice(bad)).toBe(false);
  });

  it('clamps a page size to 1..1000 with 10 as the default', () => {
    expect(clampPageSize(undefined)).toBe(10);
    expect(clampPageSize(0)).toBe(10);
    expect(clampPageSize(-5)).toBe(10);
    expect(clampPageSize(2.5)).toBe(10);
    expect(clampPageSize(25)).toBe(25);
    expect(clampPageSize(1000)).toBe(1000);
    expect(clampPageSize(5000)).toBe(1000);
  });
});
