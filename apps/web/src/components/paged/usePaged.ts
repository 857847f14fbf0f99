import { useCallback, useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { DEFAULT_PAGE_SIZE } from '@bidhall/domain/ui';

export interface PageParams {
  SkipCount: number;
  MaxResultCount: number;
}

/**
 * Server paging for an antd Table: the fetcher gets ABP's SkipCount/MaxResultCount plus the
 * current filters; a filter change goes back to the first page. `reload` keeps the page.
 * The fetcher must be stable (a module function, or memoised).
 */
export function usePaged<T, F extends object>(
  fetcher: (params: PageParams & F) => Promise<PagedResult<T>>,
  initialFilters: F,
) {
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [page, setPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [data, setData] = useState<PagedResult<T>>({ totalCount: 0, items: [] });
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetcher({ ...filters, SkipCount: (page.current - 1) * page.pageSize, MaxResultCount: page.pageSize })
      .then((result) => live && setData(result))
      .catch(() => live && setData({ totalCount: 0, items: [] }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetcher, filters, page, tick]);

  const setFilters = useCallback((next: F) => {
    setFiltersState(next);
    setPage((p) => ({ ...p, current: 1 }));
  }, []);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const pagination: TablePaginationConfig = {
    current: page.current,
    pageSize: page.pageSize,
    total: data.totalCount,
    showSizeChanger: true,
    onChange: (current, pageSize) => setPage({ current, pageSize }),
  };
  return { items: data.items, total: data.totalCount, loading, filters, setFilters, reload, pagination };
}
