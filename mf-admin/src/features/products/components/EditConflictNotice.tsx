import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import styles from './ProductEditor.module.css';

/** A second save on a stale version: say so plainly, and offer the latest version (the typed changes are dropped). */
export function EditConflictNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.conflict} role="alert">
      <p>
        <strong>{t('admin.products.conflictTitle')}</strong> {t('admin.products.conflictText')}
      </p>
      <Button variant="secondary" onClick={onReload}>
        {t('admin.products.conflictReload')}
      </Button>
    </div>
  );
}
