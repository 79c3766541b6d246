import { showAlert } from '@shop/shared/alerts';
import { type Quote, QuoteChangeBody } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { FieldError, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button, QuoteDocument, usePageTitle } from '@shop/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { type QuoteRef, useAcceptQuote, useQuote, useQuoteAnswer } from '../api/useQuote';
import styles from './QuoteView.module.css';

/** The page's quote: by the link's token (/ponuda/:token), else by the request's id (/korisnik/ponude/:id). */
function useQuoteRef(): QuoteRef {
  const { token, id } = useParams();
  return token === undefined ? { id: Number(id) } : { token };
}

/**
 * /ponuda/:token (/en/quote/:token): the quote a pro-forma request was answered with, opened from its email by the
 * link's token (signed in or not); /korisnik/ponude/:id (/en/account/quotes/:id): the same, opened signed in from the
 * account's list. While it is open: accept it (the order at the quoted prices), decline it, or ask for a change;
 * afterwards what became of it. The staff's note is the thread's latest "Sales" message.
 */
export function QuoteView() {
  const { t, paths } = useTranslation();
  const ref = useQuoteRef();
  const { data: quote, isPending, error } = useQuote(ref);
  usePageTitle(t('quote.pageTitle', { number: quote?.number ?? '' }));
  const fromAccount = 'id' in ref;
  const back = fromAccount && (
    <p>
      <Link to={paths.page('accountQuotes')}>← {t('quote.backToMine')}</Link>
    </p>
  );

  if (isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (error || !quote) {
    return (
      <section className={styles.page}>
        {back}
        <h1>{fromAccount ? (error?.message ?? t('quote.notFound')) : t('quote.notFound')}</h1>
        {!fromAccount && <Link to={paths.page('webshop')}>{t('order.continue')}</Link>}
      </section>
    );
  }
  return (
    <section className={styles.page}>
      {back}
      <h1>{t('quote.title', { number: quote.number })}</h1>
      <p>{t('quote.for', { company: quote.companyName, contact: quote.contactPerson })}</p>
      <p>
        {t('quote.stateLabel')}: <strong data-testid="quote-state">{t(`quote.state.${quote.state}`)}</strong>
      </p>
      <QuoteDocument quote={quote} />
      <QuoteActions quote={quote} quoteRef={ref} />
    </section>
  );
}

function QuoteActions({ quote, quoteRef }: { quote: Quote; quoteRef: QuoteRef }) {
  const { t, paths } = useTranslation();
  if (quote.state === 'accepted' && quote.orderNumber) {
    return (
      <p className={styles.outcome}>
        {t('quote.acceptedText', { number: quote.orderNumber })}{' '}
        <Link to={paths.order(quote.orderNumber)}>{t('quote.viewOrder')}</Link>
      </p>
    );
  }
  if (quote.state === 'declined') return <p className={styles.outcome}>{t('quote.declined')}</p>;
  if (quote.state === 'expired') return <p className={styles.outcome}>{t('quote.expiredText')}</p>;
  return (
    <>
      {quote.state === 'change_requested' ? (
        <p className={styles.outcome}>{t('quote.waitingRevision')}</p>
      ) : (
        <div className={styles.actions}>
          <AcceptButton quote={quote} quoteRef={quoteRef} />
        </div>
      )}
      <ChangeAndDecline quoteRef={quoteRef} />
    </>
  );
}

/** Accept asks once more (it places an order), then opens the order's page. */
function AcceptButton({ quote, quoteRef }: { quote: Quote; quoteRef: QuoteRef }) {
  const { t, paths } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptQuote(quoteRef);
  return (
    <ConfirmStep
      label={t('quote.accept')}
      question={t('quote.acceptConfirm', { total: formatPrice(quote.total) })}
      busy={accept.isPending}
      onConfirm={() => accept.mutate(undefined, { onSuccess: ({ broj }) => navigate(paths.order(broj)) })}
    />
  );
}

/** An action that cannot be undone: its button, then the question with the same button to go ahead. */
function ConfirmStep(props: {
  label: string;
  question: string;
  busy: boolean;
  variant?: 'secondary';
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant={props.variant} onClick={() => setConfirming(true)}>
        {props.label}
      </Button>
    );
  }
  return (
    <fieldset className={styles.confirm}>
      <legend>{props.question}</legend>
      <div className={styles.actions}>
        <Button disabled={props.busy} onClick={props.onConfirm}>
          {props.label}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('quote.keepOpen')}
        </Button>
      </div>
    </fieldset>
  );
}

function ChangeAndDecline({ quoteRef }: { quoteRef: QuoteRef }) {
  const { t } = useTranslation();
  const { decline, askChange } = useQuoteAnswer(quoteRef);
  const errors = useFormErrors(QuoteChangeBody, 'quote-change');
  const [message, setMessage] = useState('');
  const field = errors.fieldProps('message');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate({ message });
    if (!data) return;
    askChange.mutate(data.message, {
      onSuccess: () => {
        setMessage('');
        showAlert({ type: 'success', message: t('quote.changeSent'), time: 3_000 });
      },
    });
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className={styles.change}>
        <label htmlFor={field.id}>{t('quote.changeLabel')}</label>
        <textarea
          {...field}
          rows={4}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            errors.recheck('message', { message: event.target.value });
          }}
        />
        <FieldError form={errors} field="message" />
        <div>
          <Button type="submit" variant="secondary" disabled={askChange.isPending}>
            {t('quote.askChange')}
          </Button>
        </div>
      </form>
      <div>
        <ConfirmStep
          variant="secondary"
          label={t('quote.decline')}
          question={t('quote.declineConfirm')}
          busy={decline.isPending}
          onConfirm={() => decline.mutate()}
        />
      </div>
    </>
  );
}
