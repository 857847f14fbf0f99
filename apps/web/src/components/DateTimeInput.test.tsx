import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { renderAt } from '../../test/render';
import { DateTimeInput } from './DateTimeInput';

describe('DateTimeInput', () => {
  it.each([
    ['with seconds, as the pages show times', '2026-12-04 20:00:30', '2026-12-04 20:00:30'],
    ['to the minute', '2026-12-04 20:05', '2026-12-04 20:05:00'],
  ])('takes a time typed %s on Enter, with no OK to press', (_, typed, taken) => {
    const onChange = vi.fn();
    renderAt(<DateTimeInput aria-label="结束时间" onChange={onChange} />);
    const input = screen.getByLabelText('结束时间');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalled();
    expect((onChange.mock.calls.at(-1)![0] as Dayjs).format('YYYY-MM-DD HH:mm:ss')).toBe(taken);
  });
});
