import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { Language } from '@bidhall/domain/lang';
import { changeLanguage } from '../i18n';
import { AmountInput } from './AmountInput';

afterEach(() => changeLanguage('zh-CN'));

/** A form with one amount field, as the pages hold it; answers what the form would submit. */
function amountForm(initial?: string) {
  const submitted = vi.fn();
  render(
    <Form initialValues={{ budget: initial }} onFinish={submitted}>
      <Form.Item name="budget" label="budget">
        <AmountInput />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>,
  );
  const field = screen.getByLabelText('budget') as HTMLInputElement;
  const submit = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    return (submitted.mock.lastCall![0] as { budget: string }).budget;
  };
  return { field, submit };
}

describe('AmountInput', () => {
  for (const [lang, typed] of [
    ['pt-BR', '98.800,00'],
    ['en-US', '98,800.00'],
    ['zh-CN', '98800.00'],
    ['zh-TW', '９８８００．００'],
  ] as const satisfies ReadonlyArray<readonly [Language, string]>)
    it(`takes ${lang}'s own format, shows it as typed and gives the form the canonical amount`, async () => {
      await act(() => changeLanguage(lang));
      const { field, submit } = amountForm();
      fireEvent.change(field, { target: { value: typed } });
      expect(field.value).toBe(typed);
      expect(await submit()).toBe('98800.00');
    });

  it('keeps a pt-BR amount as typed while it is typed, and shows a value the form holds as it is', async () => {
    await act(() => changeLanguage('pt-BR'));
    const { field, submit } = amountForm('1200.50');
    expect(field.value).toBe('1200.50');
    for (const step of ['9', '98', '98.', '98.8', '98.800', '98.800,', '98.800,5']) {
      fireEvent.change(field, { target: { value: step } });
      expect(field.value).toBe(step);
    }
    expect(await submit()).toBe('98800.5');
  });
});
