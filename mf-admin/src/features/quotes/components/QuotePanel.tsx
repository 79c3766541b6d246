import type { AdminProforma } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { QuoteDocument } from '@shop/shared/ui';
import { formatDateTime } from '../../../components/formatDateTime';
import styles from '../../../components/SalesRecords.module.css';
import { useStaffCan } from '../../../panel/useStaffCan';
import { useProformaQuote } from '../api/useProformaQuote';
import { QuoteEditor } from './QuoteEditor';

/**
 * A pro-forma request's quote in its detail: the state, the quote as the customer sees it with the thread, and for
 * a role that may send quotes the editor (the first quote, or a revision while it is not accepted or declined).
 */
export function QuotePanel({ proforma }: { proforma: AdminProforma }) {
  const { t } = useTranslation();
  const canSend = useStaffCan('quotes.manage');
  const { data } = useProformaQuote(proforma.id);
  if (!data) return null;
  const { quote } = data;
  return (
    <section aria-labelledby="quote-title" data-testid="quote-panel" className={styles.quotePanel}>
      <h3 id="quote-title">{t('admin.quotes.title')}</h3>
      {quote ? (
        <>
          <p data-testid="quote-state">
            <strong>
              {t('admin.quotes.state', {
                number: quote.number,
                revision: String(quote.revision),
                state: t(`quote.state.${quote.state}`),
              })}
            </strong>{' '}
            <span className={styles.muted}>{t('admin.quotes.sentBy', { at: formatDateTime(quote.sentAt) })}</span>
            {quote.orderNumber && <> · {t('admin.quotes.order', { number: quote.orderNumber })}</>}
          </p>
          <QuoteDocument quote={quote} />
        </>
      ) : (
        <p className={styles.muted}>{t('admin.quotes.none')}</p>
      )}
      {canSend && data.canSend && <QuoteEditor proforma={proforma} answer={data} />}
    </section>
  );
}
