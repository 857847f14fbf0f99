import { useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { App, Button, Divider, Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PbSettingInput } from '@bidhall/contracts/pb-setting';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import { DISCLOSURE_MODES, DISCLOSURE_MODE_CODES } from '@bidhall/domain/winbid-rules';
import { ApiError } from '../../api/client';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { updatePbSetting } from './api';
import { ReadableWhenReadOnly } from '../../forms/ReadableWhenReadOnly';

const shape = PbSettingInput.shape;
// Cap and start price may stay empty (saved as null), so an empty field is not "required".
const optionalAmount = {
  priceCap: shape.priceCap.optional(),
  startPrice: shape.startPrice.optional(),
  floor: shape.floor,
};
const FIELDS = [
  'minStep',
  'minStepKind',
  'priceCap',
  'startPrice',
  'floor',
  'floorPercent',
  'stepAgainst',
  'abnormalLowPercent',
  'maxQuotes',
  'minBidders',
  'disclosure',
  'softClose.triggerSeconds',
  'softClose.extendSeconds',
  'softClose.maxExtensions',
  'softClose.maxTotalExtensionSeconds',
];
type Values = Omit<PbSettingDto, 'projectId' | 'saved' | 'effectiveFloor'>;

interface Props {
  setting: PbSettingDto;
  /** `read`: the values as text-like fields, no hints and no save (the purchaser, or the agency past drafting). */
  mode: 'edit' | 'read';
  onSaved?: (s: PbSettingDto) => void;
}

/**
 * The bidding settings of docs/rules.md "The quote window": steps and what they are measured
 * from, cap, floor, abnormal-low threshold, quote limit, soft close, minimum bidders, disclosure.
 */
export function PbSettingForm({ setting, mode, onSaved }: Props) {
  const editable = mode === 'edit';
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const softClose = Form.useWatch(['softClose', 'enabled'], form);

  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    setSaving(true);
    try {
      // Soft close's own fields are not rendered while it is off, so the form leaves them out; the api takes the block whole.
      const softClose = { ...setting.softClose, ...v.softClose };
      const input = {
        ...v,
        projectId: setting.projectId,
        softClose,
        priceCap: v.priceCap || null,
        startPrice: v.startPrice || null,
        floor: v.floor || null,
        floorPercent: v.floorPercent ?? null,
        maxQuotes: v.maxQuotes ?? null,
      };
      const saved = await updatePbSetting(input as PbSettingInput);
      void message.success(t('pbSetting.saved'));
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const num = (name: string | string[], min: number, max?: number) => (
    <Form.Item
      name={name}
      label={t(`pbSetting.field.${Array.isArray(name) ? name[1] : name}`)}
      rules={[{ required: true, message: t('pbSetting.numberRequired') }]}
    >
      <InputNumber min={min} max={max} precision={0} style={{ width: 200 }} />
    </Form.Item>
  );

  /** A whole percent below 100; an optional one may stay empty (none). */
  const percent = (name: 'floorPercent' | 'abnormalLowPercent', min: number, hint: string, required: boolean) => (
    <Form.Item
      name={name}
      label={t(`pbSetting.field.${name}`)}
      extra={editable && t(hint)}
      rules={required ? [{ required: true, message: t('pbSetting.numberRequired') }] : []}
    >
      <InputNumber min={min} max={99} precision={0} suffix="%" style={{ width: 200 }} data-testid={`field-${name}`} />
    </Form.Item>
  );

  return (
    <ReadableWhenReadOnly readOnly={!editable}>
      <Form
        form={form}
        layout="vertical"
        initialValues={setting}
        disabled={!editable}
        variant={editable ? 'outlined' : 'borderless'}
        style={{ maxWidth: 720 }}
        data-testid={`pb-setting-form-${mode}`}
      >
        <Form.Item name="minStep" label={t('pbSetting.field.minStep')} rules={[zodRule(shape.minStep, lang)]}>
          <AmountInput style={{ width: 200 }} data-testid="field-minStep" />
        </Form.Item>
        <Form.Item name="minStepKind" label={t('pbSetting.field.minStepKind')}>
          <Radio.Group
            options={[
              { value: 'amount', label: t('pbSetting.kind.amount') },
              { value: 'percent', label: t('pbSetting.kind.percent') },
            ]}
          />
        </Form.Item>
        <Form.Item name="mustBeatBest" label={t('pbSetting.field.mustBeatBest')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="stepAgainst" label={t('pbSetting.field.stepAgainst')}>
          <Radio.Group
            options={[
              { value: 'own', label: t('pbSetting.against.own') },
              { value: 'best', label: t('pbSetting.against.best') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="priceCap"
          label={t('pbSetting.field.priceCap')}
          rules={[zodRule(optionalAmount.priceCap, lang)]}
        >
          <AmountInput style={{ width: 200 }} suffix={t('workflow.yuan')} />
        </Form.Item>
        <Form.Item
          name="startPrice"
          label={t('pbSetting.field.startPrice')}
          rules={[zodRule(optionalAmount.startPrice, lang)]}
        >
          <AmountInput style={{ width: 200 }} suffix={t('workflow.yuan')} />
        </Form.Item>
        <Form.Item
          name="floor"
          label={t('pbSetting.field.floor')}
          extra={editable && t('pbSetting.floorHint')}
          rules={[zodRule(optionalAmount.floor, lang)]}
        >
          <AmountInput style={{ width: 200 }} suffix={t('workflow.yuan')} data-testid="field-floor" />
        </Form.Item>
        {percent('floorPercent', 1, 'pbSetting.floorPercentHint', false)}
        {percent('abnormalLowPercent', 0, 'pbSetting.abnormalLowHint', true)}
        <Form.Item
          name="maxQuotes"
          label={t('pbSetting.field.maxQuotes')}
          extra={editable && t('pbSetting.unlimitedHint')}
        >
          <InputNumber
            min={1}
            precision={0}
            style={{ width: 200 }}
            placeholder={editable ? undefined : t('pbSetting.unlimited')}
          />
        </Form.Item>
        {num('minBidders', 1, 9)}
        <Form.Item name="disclosure" label={t('pbSetting.field.disclosure')}>
          <Select
            style={{ width: 240 }}
            options={DISCLOSURE_MODE_CODES.map((c) => ({ value: c, label: label(DISCLOSURE_MODES[c].labels) }))}
          />
        </Form.Item>
        <Divider>{t('pbSetting.softClose')}</Divider>
        <Form.Item name={['softClose', 'enabled']} label={t('pbSetting.field.enabled')} valuePropName="checked">
          <Switch data-testid="soft-close" />
        </Form.Item>
        {softClose && (
          <>
            {num(['softClose', 'triggerSeconds'], 1)}
            {num(['softClose', 'extendSeconds'], 1)}
            <Form.Item name={['softClose', 'trigger']} label={t('pbSetting.field.trigger')}>
              <Radio.Group
                options={[
                  { value: 'any', label: t('pbSetting.trigger.any') },
                  { value: 'best', label: t('pbSetting.trigger.best') },
                ]}
              />
            </Form.Item>
            {num(['softClose', 'maxExtensions'], 1)}
            {num(['softClose', 'maxTotalExtensionSeconds'], 1)}
          </>
        )}
        {editable && (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="pb-setting-save">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </ReadableWhenReadOnly>
  );
}
