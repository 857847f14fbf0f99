import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../api/client';
import { renderAt } from '../../../../test/render';
import { typeInto } from '../../../../test/type-into';
import { QuoteForm } from './QuoteForm';

type Answer = 'network' | { accepted: boolean };

/** Answers Quote/Submit calls in turn: a lost answer, or an envelope with the given result. */
function quoteApi(answers: Answer[]) {
  const bodies: Record<string, unknown>[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data)) as Record<string, unknown>;
    bodies.push(body);
    const answer = answers.shift()!;
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const result = answer.accepted
      ? {
          accepted: true,
          clientQuoteId: body.clientQuoteId,
          amount: '1234.56',
          seq: 3,
          acceptedAt: 1,
          quoteId: 'x',
          remainingQuotes: null,
          replayed: false,
        }
      : {
          accepted: false,
          clientQuoteId: body.clientQuoteId,
          reason: 'not-improved',
          message: '报价须低于您上一次的报价',
        };
    return {
      data: { result, success: true, error: null, targetUrl: null, unAuthorizedRequest: false, __abp: true },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  return bodies;
}

async function quote(value: string) {
  typeInto('报价金额（元）', value);
  fireEvent.click(screen.getByTestId('quote-submit'));
  fireEvent.click(await screen.findByRole('button', { name: '确认提交' }));
}

describe('QuoteForm', () => {
  it('shows the uppercase amount as the user types and asks for confirmation', async () => {
    quoteApi([]);
    renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} />);
    typeInto('报价金额（元）', '1234.56');
    expect(screen.getByTestId('quote-uppercase')).toHaveTextContent('壹仟贰佰叁拾肆元伍角陆分');
    fireEvent.click(screen.getByTestId('quote-submit'));
    expect(await screen.findByText(/确认以 1,234.56 元（壹仟贰佰叁拾肆元伍角陆分）报价/)).toBeInTheDocument();
  });

  it('keeps the clientQuoteId across a retry after a lost answer, and a new one afterwards', async () => {
    const bodies = quoteApi(['network', { accepted: true }, { accepted: false }]);
    const onAccepted = vi.fn();
    renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={onAccepted} />);
    await quote('1234.56');
    expect(await screen.findByTestId('quote-problem')).toHaveTextContent('再次提交将沿用同一报价编号');
    await quote('1234.56');
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(bodies[1]!.clientQuoteId).toBe(bodies[0]!.clientQuoteId);
    expect(bodies[1]).toMatchObject({ projectId: 7, amount: '1234.56' });
    await quote('1200');
    expect(await screen.findByTestId('quote-problem')).toHaveTextContent('报价须低于您上一次的报价');
    expect(bodies[2]!.clientQuoteId).not.toBe(bodies[0]!.clientQuoteId);
  });

  it('says why quoting is blocked', () => {
    quoteApi([]);
    renderAt(<QuoteForm projectId={7} byRate={false} blocked="当前不在报价时间内" onAccepted={() => {}} />);
    expect(screen.getByText('当前不在报价时间内')).toBeInTheDocument();
    expect(screen.getByTestId('quote-input')).toBeDisabled();
  });

  it('names a malformed amount once, under the field, and sends nothing', () => {
    const bodies = quoteApi([]);
    renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} />);
    typeInto('报价金额（元）', '1.005');
    fireEvent.click(screen.getByTestId('quote-submit'));
    expect(screen.getAllByText('金额最多保留两位小数')).toHaveLength(1);
    expect(screen.getByTestId('quote-invalid')).toHaveTextContent('金额最多保留两位小数');
    expect(screen.queryByTestId('quote-problem')).toBeNull();
    expect(screen.queryByRole('button', { name: '确认提交' })).toBeNull();
    expect(bodies).toHaveLength(0);
  });

  it('takes a refusal away once the supplier types another amount', async () => {
    quoteApi([{ accepted: false }]);
    renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} />);
    await quote('1234.56');
    expect(await screen.findByTestId('quote-problem')).toHaveTextContent('报价须低于您上一次的报价');
    typeInto('报价金额（元）', '1200');
    expect(screen.queryByTestId('quote-problem')).toBeNull();
  });

  /** The form of a descending auction with the next acceptable quotes offered. */
  const renderWithSteps = (next: { one: string; two: string; up: boolean; first: boolean }) =>
    renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} next={next} />);

  it('prefills the next acceptable price and sends a one-click step through the confirmation', async () => {
    const bodies = quoteApi([{ accepted: true }]);
    renderWithSteps({ one: '98900.00', two: '98800.00', up: false, first: false });
    expect(screen.getByTestId('quote-input')).toHaveValue('98900.00');
    expect(screen.getByTestId('quote-uppercase')).toHaveTextContent('玖万捌仟玖佰元整');
    fireEvent.click(screen.getByTestId('step-two'));
    expect(await screen.findByText(/确认以 98,800.00 元（玖万捌仟捌佰元整）报价/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(bodies[0]).toMatchObject({ amount: '98800.00' }));
  });

  it('names a first quote at the price cap so, and the offer after it one step down', () => {
    quoteApi([]);
    renderWithSteps({ one: '100000.00', two: '99900.00', up: false, first: true });
    expect(screen.getByTestId('step-one')).toHaveTextContent('最高限价 100,000.00');
    expect(screen.getByTestId('step-two')).toHaveTextContent('降一档 99,900.00');
  });

  it('keeps what the supplier types over the suggestion, and custom clears the field', () => {
    quoteApi([]);
    function Harness() {
      const [one, setOne] = useState('98900.00');
      return (
        <>
          <button onClick={() => setOne((v) => (v === '98800.00' ? '98700.00' : '98800.00'))}>outbid</button>
          <QuoteForm
            projectId={7}
            byRate={false}
            blocked={null}
            onAccepted={() => {}}
            next={{ one, two: null, up: false, first: false }}
          />
        </>
      );
    }
    renderAt(<Harness />);
    fireEvent.click(screen.getByText('outbid'));
    expect(screen.getByTestId('quote-input')).toHaveValue('98800.00');
    fireEvent.click(screen.getByTestId('step-custom'));
    expect(screen.getByTestId('quote-input')).toHaveValue('');
    typeInto('报价金额（元）', '95000');
    fireEvent.click(screen.getByText('outbid'));
    expect(screen.getByTestId('quote-input')).toHaveValue('95000');
    expect(screen.queryByTestId('step-two')).toBeNull();
  });
});
