import { type AdminProforma, ProformaReplyBody } from '@shop/shared/contracts';
import { FieldError, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../components/formatDateTime';
import styles from '../../../components/SalesRecords.module.css';
import { useReplyToProforma } from '../api/useAdminProformas';

/**
 * The replies sent so far and, for a role that may answer, the form that emails the customer another one (kept with
 * the request and audited; the request counts as answered from the first).
 */
export function ProformaReplyForm({ proforma, canReply }: { proforma: AdminProforma; canReply: boolean }) {
  const { t } = useTranslation();
  const reply = useReplyToProforma(proforma.id);
  const errors = useFormErrors(ProformaReplyBody, 'proforma-reply');
  const [message, setMessage] = useState('');
  const field = errors.fieldProps('message');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate({ message });
    if (data) reply.mutate(data.message, { onSuccess: () => setMessage('') });
  }

  return (
    <section aria-labelledby="proforma-replies-title">
      <h3 id="proforma-replies-title">{t('admin.proformas.replies')}</h3>
      {proforma.replies.length === 0 ? (
        <p className={styles.muted}>{t('admin.proformas.noReplies')}</p>
      ) : (
        <ol className={styles.replies}>
          {proforma.replies.map((sent) => (
            <li key={sent.at}>
              <p className={styles.muted}>
                {t('admin.proformas.replyBy', { at: formatDateTime(sent.at), by: sent.by })}
              </p>
              <p className={styles.replyText}>{sent.message}</p>
            </li>
          ))}
        </ol>
      )}
      {canReply && (
        <form onSubmit={onSubmit} noValidate className={styles.replyForm}>
          <label htmlFor={field.id}>{t('admin.proformas.replyLabel', { email: proforma.email })}</label>
          <textarea
            {...field}
            rows={6}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              errors.recheck('message', { message: event.target.value });
            }}
          />
          <FieldError form={errors} field="message" />
          <div>
            <Button type="submit" disabled={reply.isPending}>
              {t('admin.proformas.replySend')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
