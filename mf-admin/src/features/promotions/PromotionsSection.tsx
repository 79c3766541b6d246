import { showAlert } from '@shop/shared/alerts';
import type { AdminPromotion } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { QueryResult } from '../../components/QueryResult';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useDeletePromotion } from './api/useDeletePromotion';
import { usePromotions } from './api/usePromotions';
import { PromotionEditor } from './components/PromotionEditor';
import { promotionColumns } from './components/promotionColumns';

/**
 * #Promocije: every promotion (running, scheduled, ended) with its period and product count; create and edit one
 * (name, slug, start and end), choose its products and their order, delete it. /promocija/{slug} follows at once.
 */
export default function PromotionsSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const promotions = usePromotions(search.trim());
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminPromotion | null>(null);

  const columns = useMemo(
    () =>
      promotionColumns(t, {
        onEdit: (promotion) => setEditing({ id: promotion.id }),
        onDelete: setPendingDelete,
      }),
    [t],
  );

  return (
    <div className={shared.section}>
      <div className={shared.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} placeholder={t('admin.promotions.searchPlaceholder')} />
        <Button onClick={() => setEditing({})}>{t('admin.promotions.new')}</Button>
      </div>
      {editing && (
        <PromotionEditor
          key={editing.id ?? 'new'}
          id={editing.id}
          onCreated={(id) => setEditing({ id })}
          onClose={() => setEditing(null)}
        />
      )}
      <QueryResult query={promotions}>
        {(data) => (
          <DataTable<AdminPromotion>
            caption={t('admin.promotions.caption')}
            columns={columns}
            rows={data.promotions}
            rowId={(row) => String(row.id)}
            busy={promotions.isFetching}
          />
        )}
      </QueryResult>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('admin.promotions.deleteTitle', { name: pendingDelete?.name ?? '' })}
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.id, {
            onSuccess: () => {
              showAlert({ type: 'success', message: t('admin.promotions.deleted', { name: pendingDelete.name }) });
              if (editing?.id === pendingDelete.id) setEditing(null);
            },
            onSettled: () => setPendingDelete(null),
          });
        }}
      >
        <p>{t('admin.promotions.deleteExplained')}</p>
      </ConfirmDialog>
    </div>
  );
}
