import {
  type AdminProforma,
  type AdminProformaQuote,
  DEFAULT_QUOTE_PAYMENT_TERMS,
  QUOTE_DEFAULT_VALID_DAYS,
  quoteDraftFor,
  SHIPPING_FEE_MINOR,
} from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { FieldError, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useSendQuote } from '../api/useProformaQuote';
import styles from './QuoteEditor.module.css';

interface LineState {
  productId: number;
  name: string;
  startingPrice: number;
  quantity: string;
  unitPrice: string;
  reason: string;
}

/** A typed amount: a comma works as the decimal point; empty is no number (the schema refuses it). */
const amount = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.')));
const typedKm = (km: number) => km.toFixed(2);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The quote editor: the request's lines (or the current quote's, for a revision) with quantity and price editable
 * and a reason required where the price differs from the starting price; delivery, validity, payment terms, a note.
 */
export function QuoteEditor({ proforma, answer }: { proforma: AdminProforma; answer: AdminProformaQuote }) {
  const { t } = useTranslation();
  const { quote, startingLines } = answer;
  const send = useSendQuote(proforma.id, proforma.email);
  // A revision's reasons are checked against today's starting prices, as the API checks them.
  const [lines, setLines] = useState<LineState[]>(() => {
    const today = new Map(startingLines.map((line) => [line.productId, line.startingPrice]));
    return (quote?.lines ?? startingLines).map((line) => ({
      productId: line.productId,
      name: line.name,
      startingPrice: today.get(line.productId) ?? line.startingPrice,
      quantity: String(line.quantity),
      unitPrice: typedKm(line.unitPrice),
      reason: line.reason ?? '',
    }));
  });
  const [delivery, setDelivery] = useState(typedKm(quote?.delivery ?? SHIPPING_FEE_MINOR / 100));
  const [validUntil, setValidUntil] = useState(
    quote && quote.state !== 'expired' ? quote.validUntil : inDays(QUOTE_DEFAULT_VALID_DAYS),
  );
  const [paymentTerms, setPaymentTerms] = useState(quote?.paymentTerms ?? DEFAULT_QUOTE_PAYMENT_TERMS);
  const [note, setNote] = useState('');

  const schema = useMemo(() => {
    const starting = new Map(lines.map((line) => [line.productId, line.startingPrice]));
    return quoteDraftFor((productId) => starting.get(productId));
  }, [lines]);
  const errors = useFormErrors(schema, 'quote');
  const draft = (changed: Partial<{ lines: LineState[]; delivery: string }> = {}) => ({
    lines: (changed.lines ?? lines).map((line) => ({
      productId: line.productId,
      quantity: amount(line.quantity),
      unitPrice: amount(line.unitPrice),
      reason: line.reason,
    })),
    delivery: amount(changed.delivery ?? delivery),
    validUntil,
    paymentTerms,
    note,
  });
  const changeLine = (index: number, change: Partial<LineState>, field: string) => {
    const next = lines.map((line, at) => (at === index ? { ...line, ...change } : line));
    setLines(next);
    errors.recheck(field, draft({ lines: next }));
  };
  const total =
    lines.reduce((sum, line) => sum + (amount(line.unitPrice) || 0) * (amount(line.quantity) || 0), 0) +
    (amount(delivery) || 0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(draft());
    if (data) send.mutate(data, { onSuccess: () => setNote('') });
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.editor} aria-labelledby="quote-editor-title">
      <h4 id="quote-editor-title">{t(quote ? 'admin.quotes.reviseTitle' : 'admin.quotes.editorTitle')}</h4>
      <ol className={styles.lines}>
        {lines.map((line, index) => {
          const changed = Math.round(amount(line.unitPrice) * 100) !== Math.round(line.startingPrice * 100);
          return (
            <li key={line.productId} className={styles.line} data-testid="quote-editor-line">
              <div className={styles.lineHead}>
                <strong>{line.name}</strong>
                <span className={styles.muted}>
                  {t('admin.quotes.startingPrice')}: {formatPrice(line.startingPrice)}
                </span>
                {lines.length > 1 && (
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => setLines(lines.filter((_, at) => at !== index))}
                  >
                    {t('admin.quotes.removeLine')}
                  </button>
                )}
              </div>
              <TextField
                label={t('quote.quantity')}
                form={errors}
                field={`lines.${index}.quantity`}
                inputMode="numeric"
                value={line.quantity}
                onValue={(quantity) => changeLine(index, { quantity }, `lines.${index}.quantity`)}
              />
              <TextField
                label={t('admin.quotes.unitPrice')}
                form={errors}
                field={`lines.${index}.unitPrice`}
                inputMode="decimal"
                value={line.unitPrice}
                onValue={(unitPrice) => changeLine(index, { unitPrice }, `lines.${index}.reason`)}
              />
              {changed && (
                <TextField
                  label={t('admin.quotes.reason')}
                  form={errors}
                  field={`lines.${index}.reason`}
                  value={line.reason}
                  maxLength={300}
                  onValue={(reason) => changeLine(index, { reason }, `lines.${index}.reason`)}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.terms}>
        <TextField
          label={t('admin.quotes.delivery')}
          form={errors}
          field="delivery"
          inputMode="decimal"
          value={delivery}
          onValue={(value) => {
            setDelivery(value);
            errors.recheck('delivery', draft({ delivery: value }));
          }}
        />
        <TextField
          label={t('admin.quotes.validUntil')}
          form={errors}
          field="validUntil"
          type="date"
          value={validUntil}
          onValue={setValidUntil}
        />
        <TextField
          label={t('admin.quotes.paymentTerms')}
          form={errors}
          field="paymentTerms"
          value={paymentTerms}
          maxLength={300}
          onValue={setPaymentTerms}
        />
      </div>
      <label htmlFor={errors.fieldProps('note').id} className={styles.noteLabel}>
        {t('admin.quotes.note')}
      </label>
      <textarea
        {...errors.fieldProps('note')}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FieldError form={errors} field="note" />
      <p>
        <strong data-testid="quote-editor-total">{t('admin.quotes.total', { total: formatPrice(total) })}</strong>
      </p>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {t(quote ? 'admin.quotes.sendRevision' : 'admin.quotes.send')}
        </Button>
      </div>
    </form>
  );
}
