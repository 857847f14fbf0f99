import { Divider, Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_MODES, DISCLOSURE_MODE_CODES } from '@bidhall/domain/winbid-rules';
import { AmountInput } from '../../../components/AmountInput';
import { useLang } from '../../../i18n/useLang';

const B = 'biddingDefaults';

/** The default bidding settings new projects start from (docs/rules.md "The quote window"). */
export function BiddingDefaultsFields() {
  const { t } = useTranslation();
  const { label } = useLang();
  const text = (key: string) => t(`admin.setting.${key}`);
  const whole = (name: string[], key: string, max?: number, extra?: string) => (
    <Form.Item name={[B, ...name]} label={text(key)} extra={extra}>
      <InputNumber min={0} max={max} precision={0} style={{ width: 200 }} />
    </Form.Item>
  );
  const softClose = Form.useWatch([B, 'softClose', 'enabled']);
  return (
    <>
      <Divider titlePlacement="start">{text('bidding')}</Divider>
      <Form.Item name={[B, 'minStep']} label={text('minStep')}>
        <AmountInput style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name={[B, 'minStepKind']} label={text('minStepKind')}>
        <Radio.Group
          options={[
            { value: 'amount', label: text('amount') },
            { value: 'percent', label: text('percent') },
          ]}
        />
      </Form.Item>
      <Form.Item name={[B, 'mustBeatBest']} label={text('mustBeatBest')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name={[B, 'priceCap']} label={text('priceCap')}>
        <AmountInput style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name={[B, 'startPrice']} label={text('startPrice')}>
        <AmountInput style={{ width: 200 }} />
      </Form.Item>
      {whole(['maxQuotes'], 'maxQuotes', 10_000, text('unlimited'))}
      {whole(['minBidders'], 'minBidders', 9)}
      <Form.Item name={[B, 'disclosure']} label={text('disclosure')}>
        <Select
          style={{ width: 200 }}
          options={DISCLOSURE_MODE_CODES.map((c) => ({ value: c, label: label(DISCLOSURE_MODES[c].labels) }))}
        />
      </Form.Item>
      <Divider titlePlacement="start">{text('softClose')}</Divider>
      <Form.Item name={[B, 'softClose', 'enabled']} label={text('softCloseEnabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {softClose && (
        <>
          <Form.Item name={[B, 'softClose', 'trigger']} label={text('trigger')}>
            <Radio.Group
              options={[
                { value: 'any', label: text('triggerAny') },
                { value: 'best', label: text('triggerBest') },
              ]}
            />
          </Form.Item>
          {whole(['softClose', 'triggerSeconds'], 'triggerSeconds', 86_400)}
          {whole(['softClose', 'extendSeconds'], 'extendSeconds', 86_400)}
          {whole(['softClose', 'maxExtensions'], 'maxExtensions', 1000)}
          {whole(['softClose', 'maxTotalExtensionSeconds'], 'maxTotalExtensionSeconds', 86_400)}
        </>
      )}
    </>
  );
}
