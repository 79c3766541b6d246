import { showAlert } from '@shop/shared/alerts';
import { type AdminPriceList, PRICE_LIST_STATES, type PriceListState } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { FilterSelect } from '../../components/FilterSelect';
import { QueryResult } from '../../components/QueryResult';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useDeletePriceList } from './api/useDeletePriceList';
import { usePriceLists } from './api/usePriceLists';
import { PriceListEditor } from './components/PriceListEditor';
import { priceListColumns } from './components/priceListColumns';

/**
 * #Cjenovnici: price lists for one company or one customer group, valid between two dates, with per-product prices
 * or percentages per category or manufacturer, each with quantity tiers. Editors and Admins; every save is audited.
 */
export default function PriceListsSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PriceListState | ''>('');
  const lists = usePriceLists(search.trim(), state);
  const remove = useDeletePriceList();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminPriceList | null>(null);
  const columns = useMemo(
    () => priceListColumns(t, { onEdit: (list) => setEditing({ id: list.id }), onDelete: setPendingDelete }),
    [t],
  );
  const stateOptions = PRICE_LIST_STATES.map((value) => ({ value, label: t(`admin.priceLists.state.${value}`) }));

  return (
    <div className={shared.section}>
      <div className={shared.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} placeholder={t('admin.priceLists.searchPlaceholder')} />
        <Button onClick={() => setEditing({})}>{t('admin.priceLists.new')}</Button>
      </div>
      <div className={shared.filters}>
        <FilterSelect
          label={t('admin.priceLists.stateFilter')}
          value={state}
          options={stateOptions}
          allLabel={t('admin.priceLists.allStates')}
          onChange={(value) => setState(value as PriceListState | '')}
        />
      </div>
      {editing && (
        <PriceListEditor
          key={editing.id ?? 'new'}
          id={editing.id}
          onCreated={(id) => setEditing({ id })}
          onClose={() => setEditing(null)}
        />
      )}
      <QueryResult query={lists}>
        {(data) => (
          <DataTable<AdminPriceList>
            caption={t('admin.priceLists.caption')}
            columns={columns}
            rows={data.priceLists}
            rowId={(row) => String(row.id)}
            busy={lists.isFetching}
          />
        )}
      </QueryResult>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('admin.priceLists.deleteTitle', { name: pendingDelete?.name ?? '' })}
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.id, {
            onSuccess: () => {
              showAlert({ type: 'success', message: t('admin.priceLists.deleted', { name: pendingDelete.name }) });
              if (editing?.id === pendingDelete.id) setEditing(null);
            },
            onSettled: () => setPendingDelete(null),
          });
        }}
      >
        <p>{t('admin.priceLists.deleteExplained')}</p>
      </ConfirmDialog>
    </div>
  );
}
