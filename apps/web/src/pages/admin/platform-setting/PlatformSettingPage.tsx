import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Spin, Switch, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformSettingDto } from '@bidhall/contracts/platform-setting';
import { ApiError } from '../../../api/client';
import { formatTime } from '../../../components/project/format-time';
import { useLang } from '../../../i18n/useLang';
import { usePermission } from '../../../permissions/usePermission';
import { BiddingDefaultsFields } from './BiddingDefaultsFields';
import { fetchPlatformSettings, updatePlatformSettings } from './api';
import { checkSettings } from './settings-check';

type Values = Omit<PlatformSettingDto, 'saved' | 'updatedAt'>;

/** Empty optional inputs mean "none" (null), as the contract has them. */
function normalise(v: Values): Values {
  const b = v.biddingDefaults as Record<string, unknown>;
  const none = (x: unknown) => (x === '' || x === undefined ? null : x);
  return {
    ...v,
    biddingDefaults: { ...b, priceCap: none(b.priceCap), startPrice: none(b.startPrice), maxQuotes: none(b.maxQuotes) },
  };
}

/** /PortalIndex/platformSetting: registration, developer-tool blocking and the default bidding settings. */
export default function PlatformSettingPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const canEdit = usePermission()('edit');
  const [form] = Form.useForm<Values>();
  const [setting, setSetting] = useState<PlatformSettingDto | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchPlatformSettings().then(setSetting, () => undefined);
  }, []);
  if (!setting) return <Spin />;

  const save = async () => {
    // Every value, the hidden soft-close fields included: the contract wants the whole set.
    const values = form.getFieldsValue(true) as Values & Partial<PlatformSettingDto>;
    const { saved: _saved, updatedAt: _updatedAt, ...rest } = values;
    const checked = checkSettings(
      normalise(rest),
      lang,
      (issue) => t(`admin.setting.issue.${issue}`),
      t('admin.setting.invalid'),
    );
    if ('errors' in checked) return form.setFields(checked.errors);
    setBusy(true);
    try {
      setSetting(await updatePlatformSettings(checked.input));
      void message.success(t('admin.setting.saved'));
    } catch (error) {
      if (error instanceof ApiError)
        form.setFields(
          error.validationErrors.flatMap((e) => e.members.map((m) => ({ name: m.split('.'), errors: [e.message] }))),
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      {setting.saved ? (
        <Typography.Paragraph type="secondary">
          {t('admin.setting.updatedAt', { time: formatTime(setting.updatedAt) })}
        </Typography.Paragraph>
      ) : (
        <Alert type="info" title={t('admin.setting.defaults')} style={{ marginBottom: 16 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={setting}
        onFinish={save}
        disabled={!canEdit || busy}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="registrationOpen" label={t('admin.setting.registrationOpen')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="devToolsBlocked" label={t('admin.setting.devToolsBlocked')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <BiddingDefaultsFields />
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={busy} data-testid="save-settings">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
