import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import styles from './Drawer.module.css';
import { CloseIcon } from './icons';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A panel sliding in from the left over the page (phones: categories, filters). A modal <dialog>, so the browser
 * keeps focus inside, closes it on Escape and makes the page behind it inert; a click on the backdrop closes it too.
 */
export function Drawer({ open, onClose, title, children, testId }: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is the dialog's own Escape (and the close button)
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop, outside the panel
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {open && <div className={styles.body}>{children}</div>}
      </div>
    </dialog>
  );
}
