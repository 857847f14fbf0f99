import { describe, expect, it } from 'vitest';
import { byUrgency, cardScale, cardSlots, CARDS_PER_PAGE, pageOf, windowProgress } from './project-pages';

describe("the wall's project cards", () => {
  it('puts live windows first, then paused, upcoming and ended, each soonest end first', () => {
    const rows = [
      { id: 1, phase: 'ended' as const, endsAt: null },
      { id: 2, phase: 'not-started' as const, endsAt: 500 },
      { id: 3, phase: 'open' as const, endsAt: 900 },
      { id: 4, phase: 'open' as const, endsAt: 300 },
      { id: 5, phase: 'paused' as const, endsAt: 100 },
    ];
    expect(byUrgency(rows).map((r) => r.id)).toEqual([4, 3, 5, 2, 1]);
  });

  it('rotates pages of at most a page of cards, wrapping around', () => {
    const rows = Array.from({ length: CARDS_PER_PAGE + 2 }, (_, i) => i);
    expect(pageOf(rows, 0)).toEqual({ shown: rows.slice(0, CARDS_PER_PAGE), pages: 2, index: 0 });
    expect(pageOf(rows, 1).shown).toEqual(rows.slice(CARDS_PER_PAGE));
    expect(pageOf(rows, 2).index).toBe(0);
    expect(pageOf([], 3)).toEqual({ shown: [], pages: 1, index: 0 });
  });

  it('draws fewer cards larger', () => {
    expect([1, 2, 3, 4].map(cardScale)).toEqual([...[1, 2, 3, 4].map(cardScale)].sort((a, b) => b - a));
    expect(cardScale(1)).toBeGreaterThan(cardScale(4));
  });

  it('lays a short last page out like the full pages it rotates with; a single page fits its cards', () => {
    expect(cardSlots(2, 2)).toBe(CARDS_PER_PAGE);
    expect(cardSlots(2, 1)).toBe(2);
  });

  it('shows how far an open window has run, and nothing outside it', () => {
    expect(windowProgress(1000, 2000, 1250, 'open')).toBe(0.25);
    expect(windowProgress(1000, 2000, 2500, 'paused')).toBe(1);
    expect(windowProgress(1000, 2000, 500, 'not-started')).toBeNull();
  });
});
