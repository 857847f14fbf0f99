import { Alert, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Check } from '@bidhall/domain/record-verify';
import {
  CHECK_STATUS_LABELS,
  RECORD_VERDICT,
  describeCheck,
  fillIn,
  recordHolds,
} from '@bidhall/domain/record-verify-words';
import { useLang } from '../../i18n/useLang';

const COLOURS = { ok: 'success', fail: 'error', skipped: 'default' } as const;

/** The verifier's findings in words: the verdict, then each check and what holds or breaks. */
export function CheckList({ projectId, checks }: { projectId: number; checks: readonly Check[] }) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const holds = recordHolds(checks);
  return (
    <>
      <Alert
        type={holds ? 'success' : 'error'}
        showIcon
        title={fillIn(label(RECORD_VERDICT[holds ? 'holds' : 'fails']), { projectId })}
        data-testid="record-verdict"
        data-holds={holds}
      />
      <List
        dataSource={[...checks]}
        rowKey="name"
        renderItem={(check) => (
          <List.Item data-testid={`check-${check.name}`} data-status={check.status}>
            <List.Item.Meta
              title={
                <>
                  <Tag color={COLOURS[check.status]}>{label(CHECK_STATUS_LABELS[check.status])}</Tag>
                  {t(`record.verify.checks.${check.name}`)}
                </>
              }
              description={<span style={{ wordBreak: 'break-all' }}>{describeCheck(check, lang)}</span>}
            />
          </List.Item>
        )}
      />
    </>
  );
}
