import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Typography, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { canonicalAmount } from '@bidhall/domain/locale-amount';
import { MONEY_ERROR_MESSAGES, tryParseAmount } from '@bidhall/domain/money';
import { QUOTE_REFUSAL_MESSAGES, type QuoteRefusal } from '@bidhall/domain/quote-rules';
import { formatsFor } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { precheckQuote, type QuoteFacts } from './quote-precheck';
import { useQuoteSubmit, type SubmitOutcome } from './useQuoteSubmit';

/** The label of an offer `steps` steps past the own last quote, down or up as the auction goes. */
const stepLabel = (up: boolean, steps: 1 | 2) =>
  steps === 1 ? (up ? 'hall.next.oneUp' : 'hall.next.one') : up ? 'hall.next.twoUp' : 'hall.next.two';

interface Props {
  projectId: number;
  byRate: boolean;
  /** Why quoting is not possible now, in words; null when it is. */
  blocked: string | null;
  onAccepted: (outcome: Extract<SubmitOutcome, { kind: 'accepted' }>) => void;
  /**
   * The next acceptable quote one and two steps on (@bidhall/domain/next-quote); null: none
   * fixed. `first`: the first is the cap or the start price itself (isOpeningPrice).
   */
  next?: { one: string | null; two: string | null; up: boolean; first: boolean };
  /** The rules and standing the amount is checked against before it is sent; none: the server alone decides. */
  facts?: QuoteFacts;
}

/** Refusals a step or the best explains: the next acceptable quote is named beside them. */
const BEATEN_BY_NEXT: ReadonlySet<QuoteRefusal> = new Set([
  'step-too-small',
  'step-too-small-on-best',
  'must-beat-best',
]);

/** The amount (or discount rate) as typed, its uppercase form, a confirmation, then the answer. */
export function QuoteForm({ projectId, byRate, blocked, onAccepted, next, facts }: Props) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const f = formatsFor(lang);
  const { modal, message } = App.useApp();
  const [value, setValue] = useState('');
  // The next acceptable price is prefilled until the supplier types its own.
  const [typed, setTyped] = useState(false);
  const input = useRef<InputRef>(null);
  const one = next?.one ?? null;
  useEffect(() => {
    if (!typed && one !== null) setValue(one);
  }, [one, typed]);
  const [problem, setProblem] = useState<{ type: 'error' | 'warning'; text: string } | null>(null);
  const { submit, busy } = useQuoteSubmit(projectId, byRate);
  // Typed in the language's own format (98.800,00 in pt-BR), sent in the canonical one.
  const trimmed = canonicalAmount(value, lang);
  const parsed = trimmed === '' ? null : tryParseAmount(trimmed);
  const invalid = parsed && !parsed.ok ? label(MONEY_ERROR_MESSAGES[parsed.code]) : null;
  const upper = parsed?.ok && !byRate ? f.uppercase(parsed.value) : null;
  const refusal = parsed?.ok && facts ? precheckQuote(facts, trimmed) : null;
  const check = refusal === null ? null : checkText(refusal);

  /** What is wrong with the amount by the rules the page knows, with the limit to meet where one is known. */
  function checkText(reason: QuoteRefusal): string {
    const why = label(QUOTE_REFUSAL_MESSAGES[reason]);
    const cap = facts?.settings.priceCap ?? null;
    if (reason === 'above-price-cap' && cap !== null) return t('hall.form.check.cap', { why, amount: f.money(cap) });
    if (reason === 'below-start-price' && facts?.settings.startPrice)
      return t('hall.form.check.start', { why, amount: f.money(facts.settings.startPrice) });
    if (BEATEN_BY_NEXT.has(reason) && next?.one)
      return t('hall.form.check.next', { why, amount: f.quote(next.one, byRate) });
    return why;
  }

  async function send(amount: string) {
    const outcome = await submit(amount);
    if (outcome.kind === 'accepted') {
      setProblem(null);
      setValue('');
      setTyped(false);
      void message.success(t('hall.form.accepted', { amount: f.quote(outcome.result.amount, byRate) }));
      onAccepted(outcome);
    } else if (outcome.kind === 'unanswered') setProblem({ type: 'warning', text: t('hall.form.retry') });
    else setProblem({ type: 'error', text: outcome.message });
  }

  /** Every quote, typed or one click, is confirmed with its amount in figures and in words. */
  function confirm(amount = trimmed) {
    const checked = amount === trimmed ? parsed : tryParseAmount(amount);
    if (!checked?.ok) {
      // A malformed amount is already named under the field; an empty one is not.
      if (invalid) return input.current?.focus();
      return setProblem({ type: 'error', text: t('hall.form.required') });
    }
    // What the rules refuse is named under the field before anything is sent.
    const refused = facts ? precheckQuote(facts, amount) : null;
    if (refused !== null) {
      if (amount !== trimmed) setProblem({ type: 'error', text: checkText(refused) });
      return input.current?.focus();
    }
    const words = f.uppercase(checked.value);
    const content = byRate
      ? t('hall.form.confirmRate', { rate: amount })
      : words === null
        ? t('hall.form.confirmFigures', { amount: f.money(checked.value) })
        : t('hall.form.confirmAmount', { amount: f.money(checked.value), upper: words });
    modal.confirm({
      title: t('hall.form.confirmTitle'),
      content,
      okText: t('hall.form.ok'),
      cancelText: t('hall.form.cancel'),
      onOk: () => send(amount),
    });
  }

  function pick(amount: string) {
    setTyped(true);
    setValue(amount);
    confirm(amount);
  }

  return (
    <Card title={t('hall.form.title')} size="small">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={byRate ? t('hall.form.rate') : t('hall.form.amount')}
            placeholder={byRate ? t('hall.form.rate') : t('hall.form.amount')}
            value={value}
            status={invalid || check ? 'error' : undefined}
            disabled={blocked !== null}
            ref={input}
            onChange={(e) => {
              setTyped(true);
              setValue(e.target.value);
              // The last answer spoke of the amount before this one.
              setProblem(null);
            }}
            onPressEnter={() => confirm()}
            data-testid="quote-input"
          />
          <Button
            type="primary"
            loading={busy}
            disabled={blocked !== null || trimmed === ''}
            onClick={() => confirm()}
            data-testid="quote-submit"
          >
            {t('hall.form.submit')}
          </Button>
        </Space.Compact>
        {next && (
          <Space wrap data-testid="quote-steps">
            <Typography.Text type="secondary">{t('hall.next.title')}</Typography.Text>
            {next.one === null ? (
              <Typography.Text type="secondary">{t('hall.next.none')}</Typography.Text>
            ) : (
              <>
                <Button size="small" disabled={blocked !== null} onClick={() => pick(next.one!)} data-testid="step-one">
                  {t(next.first ? (next.up ? 'hall.rules.startPrice' : 'hall.rules.priceCap') : stepLabel(next.up, 1))}{' '}
                  {f.quote(next.one, byRate)}
                </Button>
                {next.two !== null && (
                  <Button
                    size="small"
                    disabled={blocked !== null}
                    onClick={() => pick(next.two!)}
                    data-testid="step-two"
                  >
                    {/* Past the cap or the start price, the second offer is one step from the first. */}
                    {t(stepLabel(next.up, next.first ? 1 : 2))} {f.quote(next.two, byRate)}
                  </Button>
                )}
              </>
            )}
            <Button
              size="small"
              type="link"
              disabled={blocked !== null}
              onClick={() => {
                setTyped(true);
                setValue('');
                input.current?.focus();
              }}
              data-testid="step-custom"
            >
              {t('hall.next.custom')}
            </Button>
          </Space>
        )}
        {upper && <Typography.Text data-testid="quote-uppercase">{t('hall.form.inWords', { upper })}</Typography.Text>}
        {invalid && (
          <Typography.Text type="danger" data-testid="quote-invalid">
            {invalid}
          </Typography.Text>
        )}
        {check && (
          <Typography.Text type="danger" data-testid="quote-check">
            {check}
          </Typography.Text>
        )}
        {blocked && <Alert type="info" showIcon title={blocked} />}
        {problem && <Alert type={problem.type} showIcon title={problem.text} data-testid="quote-problem" />}
      </Space>
    </Card>
  );
}
