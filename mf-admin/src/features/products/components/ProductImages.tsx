import { showAlert } from '@shop/shared/alerts';
import { ADMIN_PRODUCT_IMAGE_TYPES, type AdminProduct } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { type ChangeEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useProductImages } from '../api/useProductImages';
import styles from './ProductEditor.module.css';

/**
 * The product's images in the shop's order, the first being the main one (the cards' image): upload several files
 * (the API resizes them and stores WebP), move one left or right, make one the main image, delete one.
 */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const inputId = useId();
  const images = useProductImages(product.id);
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const ids = product.images.map((image) => image.id);
  const busy = images.isPending || uploading !== null;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be chosen again later
    if (files.length === 0) return;
    // One at a time, in the order chosen: each lands after the previous one.
    let done = 0;
    let count = product.images.length;
    const before = count;
    setUploading({ done, of: files.length });
    try {
      for (const file of files) {
        count = (await images.mutateAsync({ kind: 'upload', file })).images.length;
        setUploading({ done: ++done, of: files.length });
      }
      // The API keeps one copy of a picture uploaded twice: say so rather than count it.
      const added = count - before;
      const message =
        added < files.length
          ? t('admin.products.imagesUploadedSame', { count: added, same: files.length - added })
          : t('admin.products.imagesUploaded', { count: added });
      showAlert({ type: 'success', message });
    } catch {
      // The mutation cache has shown the server's reason; the files before the failing one are kept.
    } finally {
      setUploading(null);
    }
  }

  const move = (from: number, to: number) => {
    const order = [...ids];
    const [id] = order.splice(from, 1);
    if (id === undefined) return;
    order.splice(to, 0, id);
    images.mutate({ kind: 'order', imageIds: order });
  };

  return (
    <section className={styles.group} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.groupTitle}>
        {t('admin.products.images')}
      </h3>
      {product.images.length === 0 && <p className={styles.hint}>{t('admin.products.noImages')}</p>}
      <ol className={styles.imageList} aria-busy={busy}>
        {product.images.map((image, index) => {
          const position = { n: index + 1 };
          return (
            <li key={image.id} className={styles.imageItem}>
              <img src={image.url} alt={t('admin.products.imageAlt', position)} width={120} height={120} />
              {index === 0 && <span className={styles.mainBadge}>{t('admin.products.mainImage')}</span>}
              <div className={styles.rowTools}>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={busy || index === 0}
                  aria-label={t('admin.products.imageLeft', position)}
                  onClick={() => move(index, index - 1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={busy || index === ids.length - 1}
                  aria-label={t('admin.products.imageRight', position)}
                  onClick={() => move(index, index + 1)}
                >
                  →
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={busy}
                  aria-label={t('admin.products.deleteImage', position)}
                  onClick={() => setDeleting(image.id)}
                >
                  ✕
                </button>
              </div>
              {index > 0 && (
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={busy}
                  onClick={() => images.mutate({ kind: 'main', imageId: image.id })}
                >
                  {t('admin.products.makeMain')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.upload}>
        <label htmlFor={inputId}>{t('admin.products.uploadImages')}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ADMIN_PRODUCT_IMAGE_TYPES.join(',')}
          disabled={busy}
          onChange={upload}
        />
        <p className={styles.hint} aria-live="polite">
          {uploading
            ? t('admin.products.uploading', { done: uploading.done, of: uploading.of })
            : t('admin.products.uploadHint')}
        </p>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.products.deleteImageTitle')}
        confirmLabel={t('admin.delete')}
        busy={images.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null)
            images.mutate({ kind: 'delete', imageId: deleting }, { onSettled: () => setDeleting(null) });
        }}
      >
        <p>{t('admin.products.deleteImageText')}</p>
      </ConfirmDialog>
    </section>
  );
}
