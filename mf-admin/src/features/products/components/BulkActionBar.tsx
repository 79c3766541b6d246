import { showAlert } from '@shop/shared/alerts';
import { AdminProductBulkAction, type AdminProductLookups } from '@shop/shared/contracts';
import { FieldError, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import sectionStyles from '../../../components/AdminSection.module.css';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBulkProductAction } from '../api/useBulkProductAction';
import styles from './ProductsSection.module.css';
import { SubcategorySelect } from './SubcategorySelect';

type ActionName = AdminProductBulkAction['action'];
const ACTIONS: readonly ActionName[] = ['putOnSale', 'endSale', 'move', 'setStock', 'hide', 'show'];
const ACTION_LABELS = {
  putOnSale: 'admin.products.bulk.putOnSale',
  endSale: 'admin.products.bulk.endSale',
  move: 'admin.products.bulk.move',
  setStock: 'admin.products.bulk.setStock',
  hide: 'admin.products.bulk.hide',
  show: 'admin.products.bulk.show',
} as const;

const SUCCESS_ALERT_MS = 3_000;

interface BulkActionBarProps {
  ids: number[];
  lookups: AdminProductLookups | undefined;
  /** After the action went through (or to drop the selection). */
  onDone: () => void;
}

/**
 * Above the table while rows are selected: choose an action, give its value (a percentage, a subcategory, a stock),
 * confirm; then a success alert says how many products changed and which were skipped, and the table refreshes.
 */
export function BulkActionBar({ ids, lookups, onDone }: BulkActionBarProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<ActionName | null>(null);
  const [percent, setPercent] = useState('');
  const [stock, setStock] = useState('');
  const [subcategoryId, setSubcategoryId] = useState('');
  const errors = useFormErrors(AdminProductBulkAction, 'bulk');
  const bulk = useBulkProductAction();

  const body = () => ({
    action,
    ids,
    percent: Number(percent.replace(',', '.')) || Number.NaN,
    stock: stock.trim() === '' ? Number.NaN : Number(stock),
    subcategoryId: Number(subcategoryId),
  });

  const close = () => {
    setAction(null);
    errors.clear();
  };

  function apply() {
    const { data } = errors.validate(body());
    if (!data) return;
    bulk.mutate(data, {
      onSuccess: ({ changed, skipped }) => {
        const message = skipped.length
          ? t('admin.products.bulk.doneSkipped', { changed, skipped: skipped.length })
          : t('admin.products.bulk.done', { changed });
        showAlert({ type: 'success', message, time: SUCCESS_ALERT_MS });
        close();
        onDone();
      },
    });
  }

  return (
    <section className={styles.bulkBar} aria-label={t('admin.products.bulk.title')}>
      <strong>{t('admin.products.bulk.selected', { count: ids.length })}</strong>
      {ACTIONS.map((name) => (
        <Button key={name} variant="secondary" onClick={() => setAction(name)}>
          {t(ACTION_LABELS[name])}
        </Button>
      ))}
      <Button variant="secondary" onClick={onDone}>
        {t('admin.products.bulk.clear')}
      </Button>
      <ConfirmDialog
        open={action !== null}
        title={action ? t(ACTION_LABELS[action]) : ''}
        confirmLabel={t('admin.products.bulk.apply', { count: ids.length })}
        onConfirm={apply}
        onCancel={close}
        busy={bulk.isPending}
      >
        <p>{t('admin.products.bulk.confirm', { count: ids.length })}</p>
        {action === 'putOnSale' && (
          <div className={sectionStyles.field}>
            <label htmlFor={errors.fieldProps('percent').id}>{t('admin.products.bulk.percent')}</label>
            <input
              {...errors.fieldProps('percent')}
              inputMode="decimal"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
            <FieldError form={errors} field="percent" />
          </div>
        )}
        {action === 'setStock' && (
          <div className={sectionStyles.field}>
            <label htmlFor={errors.fieldProps('stock').id}>{t('admin.products.stock')}</label>
            <input
              {...errors.fieldProps('stock')}
              type="number"
              min={0}
              step={1}
              value={stock}
              onChange={(event) => setStock(event.target.value)}
            />
            <FieldError form={errors} field="stock" />
          </div>
        )}
        {action === 'move' && (
          <div className={sectionStyles.field}>
            <label htmlFor={errors.fieldProps('subcategoryId').id}>{t('admin.products.subcategory')}</label>
            <SubcategorySelect
              {...errors.fieldProps('subcategoryId')}
              categories={lookups?.categories ?? []}
              value={subcategoryId}
              onChange={setSubcategoryId}
            />
            <FieldError form={errors} field="subcategoryId" />
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
