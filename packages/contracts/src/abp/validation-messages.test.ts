import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

describe('validation messages', () => {
  it('say every limit in words a buyer reads, never in a programmer’s notation (1e15)', () => {
    const notation = /\d[eE][+-]?\d/;
    const written = Object.values(VALIDATION_MESSAGES).flatMap((byLang) => Object.values(byLang));
    expect(written.filter((text) => notation.test(text))).toEqual([]);
  });
});
