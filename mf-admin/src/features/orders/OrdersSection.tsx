import { ADMIN_SALES_PAGE_SIZE, type AdminOrderTab } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import { useId, useState } from 'react';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useAdminOrders } from './api/useAdminOrders';
import { OrderDetail } from './components/OrderDetail';
import { OrdersTable } from './components/OrdersTable';
import { StatusTabs } from './components/StatusTabs';

/**
 * #Narudzbe: tabs by status with counts, the search (`?search=`: number, customer or email), newest first, paged;
 * an order's detail opens below the list, with the transitions the role may make.
 */
export default function OrdersSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdminOrderTab>('all');
  const [paging, setPaging] = useState({ filter: '', page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const panelId = useId();
  // A new search or tab starts at its first page.
  const filter = `${status}|${search}`;
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const { data, isPlaceholderData, error } = useAdminOrders({ status, search, page });

  return (
    <>
      <SearchField value={search} onSearch={onSearchChange} placeholder={t('admin.sales.searchHint')} />
      <StatusTabs value={status} counts={data?.counts} onChange={setStatus} panelId={panelId} />
      <div id={panelId} role="tabpanel">
        {error && <p role="alert">{error.message}</p>}
        {!data && !error && <LinesSkeleton />}
        {data && (
          <>
            <OrdersTable orders={data.orders} busy={isPlaceholderData} onOpen={setOpenId} />
            <Pager page={page} pageSize={ADMIN_SALES_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </div>
      {openId !== null && <OrderDetail key={openId} id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
