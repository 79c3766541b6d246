import { showAlert } from '@shop/shared/alerts';
import type { AdminProduct, AdminProductLookups } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button, LinesSkeleton } from '@shop/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminProduct } from '../api/useAdminProduct';
import { useDeleteProduct } from '../api/useDeleteProduct';
import type { EditorTarget } from '../hooks/useProductListView';
import styles from './ProductEditor.module.css';
import { ProductForm } from './ProductForm';
import { ProductImages } from './ProductImages';

interface ProductEditorProps {
  /** The product open (its id) or 'new'; kept in the URL (`?product=`), so a reload opens it again. */
  target: Exclude<EditorTarget, undefined>;
  lookups: AdminProductLookups;
  /** Opens another product (a created one, to add its images) or closes the editor (undefined). */
  onOpen: (target: EditorTarget) => void;
}

/**
 * The editor, shown in the section in place of the table (not as a modal: the site's alerts must stay visible above
 * it): the form, the images of a saved product, and deleting it. 'Back to the list' returns to the same filtered view.
 */
export function ProductEditor({ target, lookups, onOpen }: ProductEditorProps) {
  const { t, paths } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const id = target === 'new' ? undefined : target;
  const live = useAdminProduct(id);
  // The version the form edits: set when the product first loads, after each save and on "load the latest"; a
  // background refetch does not replace what is being typed.
  const [loaded, setLoaded] = useState<AdminProduct | undefined>();
  const [formKey, setFormKey] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteProduct();
  if (live.data && live.data.id !== loaded?.id) setLoaded(live.data);
  const product = id === undefined ? undefined : loaded?.id === id ? loaded : undefined;

  // Keyboard and screen-reader users land on the editor's title, not on the page's top.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const close = () => onOpen(undefined);
  const restart = (next: AdminProduct) => {
    setLoaded(next);
    setFormKey((key) => key + 1);
  };

  return (
    <section className={styles.editor} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Button variant="secondary" onClick={close}>
          {t('admin.products.backToList')}
        </Button>
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {product ? product.name : target === 'new' ? t('admin.products.new') : t('admin.products.loading')}
        </h2>
        {product && (
          <a href={paths.product(product.slug)} target="_blank" rel="noopener" className={styles.shopLink}>
            {t('admin.products.viewInShop')}
          </a>
        )}
      </div>
      <div className={styles.body}>
        {id !== undefined && !product ? (
          live.isError ? (
            <p role="alert">{live.error.message}</p>
          ) : (
            <LinesSkeleton />
          )
        ) : (
          <>
            <ProductForm
              key={`${product?.id ?? 'new'}-${formKey}`}
              product={product}
              lookups={lookups}
              onSaved={(saved) => (product ? restart(saved) : onOpen(saved.id))}
              onReload={() => void live.refetch().then(({ data }) => data && restart(data))}
            >
              {product && (
                <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
                  {t('admin.delete')}
                </Button>
              )}
            </ProductForm>
            {product && live.data && <ProductImages product={live.data} />}
            {!product && <p className={styles.hint}>{t('admin.products.imagesAfterCreate')}</p>}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('admin.products.deleteTitle')}
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          product &&
          remove.mutate(product.id, {
            onSuccess: () => {
              showAlert({ type: 'success', message: t('admin.products.deleted', { name: product.name }) });
              close();
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
      >
        <p>{t('admin.products.deleteText', { name: product?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
