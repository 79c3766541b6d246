import { showAlert } from '@shop/shared/alerts';
import { type AdminCategory, CATEGORY_IMAGE_MAX_BYTES, CATEGORY_IMAGE_TYPES } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useEffect, useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { useUploadCategoryImage } from '../api/useUploadCategoryImage';
import styles from './Categories.module.css';

const MAX_MB = CATEGORY_IMAGE_MAX_BYTES / 1024 / 1024;

/** The category's picture: the current one, a preview of the chosen file, and the upload. */
export function CategoryImage({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // A new key empties the file input once its file is saved.
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadCategoryImage();

  // The preview's object URL lives as long as the chosen file.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <fieldset className={styles.imageBox}>
      <legend>{t('admin.categories.image')}</legend>
      <div className={styles.previews}>
        <figure>
          {category.imageUrl ? (
            <img src={category.imageUrl} alt="" width={160} height={120} />
          ) : (
            <span className={styles.noImage}>{t('admin.categories.noImage')}</span>
          )}
          <figcaption>{t('admin.categories.currentImage')}</figcaption>
        </figure>
        {preview && (
          <figure>
            <img src={preview} alt="" width={160} height={120} />
            <figcaption>{t('admin.categories.newImagePreview')}</figcaption>
          </figure>
        )}
      </div>
      <label htmlFor={inputId}>{t('admin.categories.chooseImage', { max: MAX_MB })}</label>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept={CATEGORY_IMAGE_TYPES.join(',')}
        aria-invalid={tooLarge || undefined}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          const large = chosen !== null && chosen.size > CATEGORY_IMAGE_MAX_BYTES;
          setTooLarge(large);
          setFile(large ? null : chosen);
        }}
      />
      {tooLarge && (
        <p className={shared.error} role="alert">
          {t('admin.categories.imageTooLarge', { max: MAX_MB })}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={!file || upload.isPending}
          onClick={() => {
            if (!file) return;
            upload.mutate(
              { id: category.id, file },
              {
                onSuccess: () => {
                  setFile(null);
                  setInputKey((key) => key + 1);
                  showAlert({ type: 'success', message: t('admin.categories.imageSaved') });
                },
              },
            );
          }}
        >
          {t('admin.categories.uploadImage')}
        </Button>
      </div>
    </fieldset>
  );
}
