import type { AdminMessage } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button, buttonClassName } from '@shop/shared/ui';
import { formatDateTime } from '../../../components/formatDateTime';
import { RecordDetail } from '../../../components/RecordDetail';
import styles from '../../../components/SalesRecords.module.css';
import { useAdminMessage, useMarkMessageHandled } from '../api/useAdminMessages';

/** The chosen message in full, a reply link, and "mark handled". */
export function MessageDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: message, error } = useAdminMessage(id);
  return (
    <RecordDetail kind="message" title={message?.subject ?? ''} record={message} error={error} onClose={onClose}>
      {(message) => <MessageBody message={message} />}
    </RecordDetail>
  );
}

function MessageBody({ message }: { message: AdminMessage }) {
  const { t } = useTranslation();
  const mark = useMarkMessageHandled(message.id);
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <>
      <p>
        {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone && ` · ${message.phone}`} · {formatDateTime(message.createdAt)}
      </p>
      <p className={styles.muted}>{t('admin.messages.language', { language: message.language })}</p>
      <p className={styles.message}>{message.message}</p>
      <div className={styles.actions}>
        <a className={buttonClassName('secondary')} href={reply}>
          {t('admin.sales.replyByEmail')}
        </a>
        {message.handled ? (
          <span data-testid="message-handled">
            {t('admin.messages.handledBy', { at: formatDateTime(message.handled.at), by: message.handled.by })}
          </span>
        ) : (
          <Button disabled={mark.isPending} onClick={() => mark.mutate()}>
            {t('admin.messages.markHandled')}
          </Button>
        )}
      </div>
    </>
  );
}
