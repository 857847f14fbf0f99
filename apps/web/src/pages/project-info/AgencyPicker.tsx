import { useEffect, useState } from 'react';
import { Empty, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { AgencyDto } from '@bidhall/contracts/users';
import { fetchAgencies } from './api';

/** Typing waits this long for the next key before asking the server. */
const SEARCH_DELAY_MS = 300;

interface Props {
  /** From Form.Item: the project's agencyCompanyId. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  /** The agency the project already names, shown even when it is not on the first page. */
  current?: { id: number; name: string } | null;
}

/** A searchable select of the tenant's agency firms (User/GetAgencyList); cleared means "any agency". */
export function AgencyPicker({ value, onChange, id, current }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<PagedResult<AgencyDto> | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(
      () =>
        void fetchAgencies(keyword)
          .then((result) => live && setPage(result))
          .catch(() => live && setPage(null))
          .finally(() => live && setLoading(false)),
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const items = page?.items ?? [];
  const options = items.map((a) => ({ value: a.companyId, label: a.companyName, agents: a.agentNames.join('、') }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.name, agents: '' });
  const hidden = page ? page.totalCount - items.length : 0;

  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      placeholder={t('projectInfo.agencySearch')}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={loading}
      options={options}
      optionRender={(o) => (
        <span>
          {o.label}
          {o.data.agents && (
            <Typography.Text type="secondary">
              {t('common.parenthetical', { text: '', note: o.data.agents })}
            </Typography.Text>
          )}
        </span>
      )}
      notFoundContent={
        loading ? (
          <Spin size="small" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projectInfo.noAgency')} />
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {hidden > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
              {t('projectInfo.moreAgencies', { count: hidden })}
            </Typography.Text>
          )}
        </>
      )}
      data-testid="field-agency"
    />
  );
}
