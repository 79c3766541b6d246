import type { Quote } from '../contracts/quotes';
import { formatDate } from '../format/date';
import { formatPrice } from '../format/price';
import { useTranslation } from '../i18n/useTranslation';
import styles from './QuoteDocument.module.css';
import { Totals } from './Totals';

/**
 * A quote as both sides read it (the customer's quote page, the admin panel): the lines, each with the starting
 * price struck through and the reason where the quoted price differs, the sums, validity, payment terms, note and the
 * thread. Needs the quote texts (`quoteMessages`) and the cart's (`checkoutMessages`) registered.
 */
export function QuoteDocument({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <div className={styles.quote}>
      <ul className={styles.lines}>
        {quote.lines.map((line) => (
          <li key={line.productId} className={styles.line} data-testid="quote-line">
            <span className={styles.name}>{line.name}</span>
            <span className={styles.figures}>
              {line.quantity} × <strong data-testid="quote-unit-price">{formatPrice(line.unitPrice)}</strong>
              {line.unitPrice !== line.startingPrice && (
                <s className={styles.muted} title={t('quote.regularPrice', { price: formatPrice(line.startingPrice) })}>
                  {formatPrice(line.startingPrice)}
                </s>
              )}
              <span className={styles.amount}>{formatPrice(line.lineTotal)}</span>
            </span>
            {line.reason && <span className={styles.reason}>{line.reason}</span>}
          </li>
        ))}
      </ul>
      <Totals subtotal={quote.subtotal} vat={quote.vat} shipping={quote.delivery} total={quote.total} />
      <dl className={styles.terms}>
        <dt>{t('quote.validUntil')}</dt>
        <dd data-testid="quote-valid-until">{formatDate(quote.validUntil)}</dd>
        <dt>{t('quote.paymentTerms')}</dt>
        <dd>{quote.paymentTerms}</dd>
      </dl>
      <p className={styles.muted}>{t('price.vatNote')}</p>
      {quote.messages.length > 0 && (
        <section aria-labelledby="quote-thread-title">
          <h2 id="quote-thread-title" className={styles.threadTitle}>
            {t('quote.thread')}
          </h2>
          <ol className={styles.thread}>
            {quote.messages.map((message) => (
              <li key={`${message.at}-${message.author}`} className={styles[message.author]}>
                <span className={styles.muted}>
                  {t(`quote.author.${message.author}`)} · {formatDate(message.at)}
                </span>
                <p>{message.message}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
