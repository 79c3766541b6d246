import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type ReactNode, useId } from 'react';
import styles from './ModalDialog.module.css';
import { useModalDialog } from './useModalDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two (and any field the action needs, e.g. a percentage). */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the confirm button is disabled so it cannot be sent twice. */
  busy?: boolean;
}

/**
 * "Are you sure?" before a destructive or wide-reaching staff action (delete, a bulk change). A modal <dialog>, so
 * the browser keeps focus inside, Escape cancels and the page behind is inert.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onCancel}>
      {open && (
        <form
          method="dialog"
          className={styles.body}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {confirmLabel}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('admin.cancel')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
