import type { AccountQuoteSummary } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import account from '../../../components/Account.module.css';
import records from '../../../components/RecordList.module.css';
import { useMyQuotes } from '../api/useMyQuotes';

/**
 * /korisnik/ponude: the user's pro-forma requests, newest first, each with its quote's state, total and validity once
 * staff answered it (a link to the quote page); a company administrator's list holds the colleagues' too, with who
 * asked.
 */
export function QuotesList() {
  const { t } = useTranslation();
  const { data, error } = useMyQuotes();
  if (error) return <p className={account.note}>{error.message}</p>;
  if (!data) return <p className={account.note}>{t('common.loading')}</p>;
  return (
    <>
      <p>{t(data.companyWide ? 'myQuotes.introCompany' : 'myQuotes.intro')}</p>
      {data.requests.length === 0 ? (
        <p className={account.note}>{t('myQuotes.empty')}</p>
      ) : (
        <ul className={records.list}>
          {data.requests.map((request) => (
            <QuoteRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </>
  );
}

function QuoteRow({ request }: { request: AccountQuoteSummary }) {
  const { t, language, paths } = useTranslation();
  return (
    <li className={records.row} data-testid="my-quote">
      <div className={records.summary}>
        {request.quoteNumber ? (
          <Link to={paths.accountQuote(request.id)} className={records.number}>
            {t('myQuotes.quote', { number: request.quoteNumber })}
          </Link>
        ) : (
          <span className={records.number}>{t('myQuotes.request', { number: request.requestNumber })}</span>
        )}
        <span className={records.status} data-testid="my-quote-state">
          {request.state ? t(`quote.state.${request.state}`) : t('myQuotes.awaiting')}
        </span>
        <span>{t('myQuotes.requestedAt', { date: formatDate(request.requestedAt, language) })}</span>
        {request.validUntil && (
          <span>{t('myQuotes.validUntil', { date: formatDate(request.validUntil, language) })}</span>
        )}
        <span>{request.companyName}</span>
        {request.requestedBy && <span>{t('myQuotes.requestedBy', { name: request.requestedBy })}</span>}
      </div>
      <strong className={records.total}>{formatPrice(request.total)}</strong>
    </li>
  );
}
