import { Button, Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { fmt } from '../../../i18n/format';
import { Chart } from '../../../components/charts/Chart';
import { usePaged, type PageParams } from '../../../components/paged/usePaged';
import type { StatsRange } from '../../../components/statistics/api';
import { barOption, plot } from '../../../components/statistics/chart-options';
import { downloadCsv } from '../../../components/statistics/csv';
import { RangeFilter } from '../../../components/statistics/RangeFilter';
import { Access } from '../../../permissions/Access';

interface Props<T> {
  fetcher: (q: PageParams & StatsRange) => Promise<PagedResult<T>>;
  rowKey: keyof T & string;
  /** Figures in column order; amounts are shown with separators and exported as they came. */
  fields: { key: keyof T & string; amount?: boolean }[];
  csvName: string;
  /** The figure charted per company for the page shown. */
  chartField: keyof T & string;
}

/** A company report of the statistics api as a paged table over a date range, with the page exported to CSV. */
export function CompanyReport<T extends { companyName: string }>({
  fetcher,
  rowKey,
  fields,
  csvName,
  chartField,
}: Props<T>) {
  const { t } = useTranslation();
  const list = usePaged(fetcher, {} as StatsRange);
  const title = (key: string) => t(`admin.reports.${key}`);
  const columns: TableColumnsType<T> = [
    { title: title('companyName'), dataIndex: 'companyName', ellipsis: true },
    ...fields.map((f) => ({
      title: title(f.key),
      dataIndex: f.key,
      width: f.amount ? 160 : 110,
      align: 'right' as const,
      render: (v: unknown) => (f.amount ? fmt().money(String(v)) : String(v)),
    })),
  ];
  const exportPage = () =>
    downloadCsv(
      csvName,
      [title('companyName'), ...fields.map((f) => title(f.key))],
      list.items.map((row) => [row.companyName, ...fields.map((f) => String(row[f.key]))]),
    );
  return (
    <Card
      extra={
        <Access action="export" permission="statistics">
          <Button onClick={exportPage} disabled={list.items.length === 0}>
            {t('listing.exportCsv')}
          </Button>
        </Access>
      }
    >
      <RangeFilter onChange={list.setFilters} />
      {list.items.length > 0 && (
        <Chart
          testId="report-chart"
          height={260}
          option={{
            ...barOption(list.items.map((row) => ({ name: row.companyName, value: plot(String(row[chartField])) }))),
            title: { text: title(chartField), textStyle: { fontSize: 14 } },
          }}
        />
      )}
      <Table<T>
        rowKey={rowKey}
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        locale={{ emptyText: t('common.empty') }}
      />
    </Card>
  );
}
