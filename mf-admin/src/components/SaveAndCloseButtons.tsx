import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import styles from './AdminSection.module.css';

interface SaveAndCloseButtonsProps {
  /** While the save runs, a second click would send it twice. */
  saving: boolean;
  onClose: () => void;
  /** "Zatvori" by default; "Odustani" where closing drops the typed changes. */
  closeLabel?: string;
  /** More actions after the two buttons (e.g. a link to the record in the shop). */
  children?: ReactNode;
}

/** An editor form's action row: submit ("Sačuvaj") and close. */
export function SaveAndCloseButtons({ saving, onClose, closeLabel, children }: SaveAndCloseButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving}>
        {t('admin.save')}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {closeLabel ?? t('admin.close')}
      </Button>
      {children}
    </div>
  );
}
