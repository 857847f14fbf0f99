import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import { DEFAULT_BIDDING_SETTINGS } from '@bidhall/domain/quote-rules';
import { http } from '../../../api/client';
import { changeLanguage } from '../../../i18n';
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

  /** A descending auction (rule 1): cap 100,000, step 100 from the best, which must be beaten, three quotes each. */
  const SETTINGS: PbSettingDto = {
    projectId: 7,
    minStep: '100.00',
    minStepKind: 'amount',
    mustBeatBest: true,
    priceCap: '100000.00',
    startPrice: null,
    maxQuotes: 3,
    softClose: { ...DEFAULT_BIDDING_SETTINGS.softClose },
    minBidders: 2,
    disclosure: 3,
    floor: null,
    floorPercent: null,
    effectiveFloor: null,
    stepAgainst: 'best',
    abnormalLowPercent: 20,
    saved: true,
  };
  const renderChecked = (facts: { ownCount: number; ownLast: string | null; best: string | null }, one: string) =>
    renderAt(
      <QuoteForm
        projectId={7}
        byRate={false}
        blocked={null}
        onAccepted={() => {}}
        next={{ one, two: null, up: false, first: false }}
        facts={{ winbidRule: 1, settings: SETTINGS, ...facts }}
      />,
    );

  it.each([
    [
      'above the cap',
      { ownCount: 0, ownLast: null, best: null },
      '100000.00',
      '100000.01',
      '报价不能高于最高限价（最高限价 100,000.00）',
    ],
    [
      'not better than the price to beat',
      { ownCount: 1, ownLast: '96000.00', best: '95500.00' },
      '95400.00',
      '95500',
      '报价须优于当前最优报价，当前可接受的报价为 95,400.00',
    ],
    [
      'less than a step below the best',
      { ownCount: 1, ownLast: '96000.00', best: '95500.00' },
      '95400.00',
      '95450',
      '本次报价须比当前最优报价改善至少一个最小幅度，当前可接受的报价为 95,400.00',
    ],
    [
      'over the quote limit',
      { ownCount: 3, ownLast: '95000.00', best: '95000.00' },
      '94900.00',
      '94000',
      '您的报价次数已用完',
    ],
  ])('says before the confirmation what is wrong: %s', (_, facts, one, typed, message) => {
    const bodies = quoteApi([]);
    renderChecked(facts, one);
    typeInto('报价金额（元）', typed);
    expect(screen.getByTestId('quote-check')).toHaveTextContent(message);
    fireEvent.click(screen.getByTestId('quote-submit'));
    expect(screen.queryByRole('button', { name: '确认提交' })).toBeNull();
    expect(bodies).toHaveLength(0);
  });

  it.each([
    ['a first quote below the cap', { ownCount: 0, ownLast: null, best: null }, '96000'],
    ['a first quote a step below the best', { ownCount: 0, ownLast: null, best: '95500.00' }, '95400'],
    ['the price to beat', { ownCount: 1, ownLast: '96000.00', best: '95500.00' }, '95400'],
  ])('lets %s through to the confirmation, with nothing named', async (_, facts, typed) => {
    quoteApi([]);
    renderChecked(facts, '95400.00');
    typeInto('报价金额（元）', typed);
    expect(screen.queryByTestId('quote-check')).toBeNull();
    fireEvent.click(screen.getByTestId('quote-submit'));
    expect(await screen.findByRole('button', { name: '确认提交' })).toBeInTheDocument();
  });

  describe('in the language of the user', () => {
    afterEach(() => changeLanguage('zh-CN'));

    it('takes pt-BR 98.800,00 and sends 98800.00, with figures alone in the confirmation', async () => {
      await changeLanguage('pt-BR');
      const bodies = quoteApi([{ accepted: true }]);
      renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} />);
      typeInto('Valor (yuan)', '98.800,00');
      expect(screen.queryByTestId('quote-invalid')).toBeNull();
      expect(screen.queryByTestId('quote-uppercase')).toBeNull();
      fireEvent.click(screen.getByTestId('quote-submit'));
      expect(
        await screen.findByText('Dar um lance de 98.800,00 yuan? Um lance não pode ser retirado.'),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() => expect(bodies[0]).toMatchObject({ amount: '98800.00' }));
    });

    it('takes en-US 98,800.00 and writes no amount in words and no full-width colon', async () => {
      await changeLanguage('en-US');
      quoteApi([]);
      const { container } = renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} />);
      typeInto('Amount (yuan)', '98,800.00');
      expect(screen.queryByTestId('quote-invalid')).toBeNull();
      expect(container.textContent).not.toContain('：');
      fireEvent.click(screen.getByTestId('quote-submit'));
      expect(await screen.findByText('Quote 98,800.00 yuan? A quote cannot be withdrawn.')).toBeInTheDocument();
    });

    it('writes the amount in traditional 大寫 in zh-TW', async () => {
      await changeLanguage('zh-TW');
      quoteApi([]);
      renderAt(<QuoteForm projectId={7} byRate={false} blocked={null} onAccepted={() => {}} />);
      typeInto('報價金額（元）', '98800.00');
      expect(screen.getByTestId('quote-uppercase')).toHaveTextContent('大寫金額：玖萬捌仟捌佰元整');
    });
  });
});
