import type { ApprovalRequestView } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import account from '../../../components/Account.module.css';
import { useDecideApproval } from '../api/useApprovals';
import styles from './Approvals.module.css';

/** One request: who, what, how much, delivery; an administrator approves or declines a waiting one. */
export function ApprovalCard({ request, canDecide }: { request: ApprovalRequestView; canDecide: boolean }) {
  const { t, language, paths } = useTranslation();
  const decide = useDecideApproval();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const { dostava, odluka, narudzba } = request;
  const waiting = request.stanje === 'ceka';

  return (
    <li className={waiting ? `${styles.card} ${styles.waiting}` : styles.card} data-testid="approval-request">
      <div className={styles.head}>
        <h2>{t('approvals.request', { id: request.id })}</h2>
        <span className={styles.state}>{t(`approvals.state.${request.stanje}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('approvals.buyer')}</dt>
          <dd>
            {request.kupac.ime} · {request.kupac.email}
          </dd>
        </div>
        <div>
          <dt>{t('approvals.requestedAt')}</dt>
          <dd>{formatDate(request.datum, language)}</dd>
        </div>
        <div>
          <dt>{t('approvals.total')}</dt>
          <dd>
            <strong>{formatPrice(request.ukupno)}</strong> ({t('approvals.limit')}: {formatPrice(request.granica)})
          </dd>
        </div>
        <div>
          <dt>{t('approvals.payment')}</dt>
          <dd>{t(`payment.${request.nacin_placanja}`)}</dd>
        </div>
        <div>
          <dt>{t('approvals.delivery')}</dt>
          <dd>
            {dostava.ime}, {dostava.adresa}, {dostava.posta} {dostava.grad}
          </dd>
        </div>
      </dl>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>{t('approvals.product')}</th>
            <th className={styles.number}>{t('approvals.quantity')}</th>
            <th className={styles.number}>{t('approvals.price')}</th>
            <th className={styles.number}>{t('approvals.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {request.stavke.map((line) => (
            <tr key={line.id_proizvoda}>
              <td>{line.naziv}</td>
              <td className={styles.number}>{line.kolicina}</td>
              <td className={styles.number}>{formatPrice(line.cijena)}</td>
              <td className={styles.number}>{formatPrice(line.ukupno)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {odluka && (
        <p className={account.hint}>
          {t('approvals.decidedBy', {
            state: t(`approvals.state.${request.stanje}`),
            name: odluka.ko ?? '—',
            date: formatDate(odluka.datum, language),
          })}
          {odluka.razlog && (
            <>
              <br />
              {t('approvals.reason', { reason: odluka.razlog })}
            </>
          )}
        </p>
      )}
      {narudzba && (
        <p className={account.success} role="status">
          {canDecide ? (
            t('approvals.approved', { number: narudzba.broj })
          ) : (
            <Link to={paths.accountOrder(narudzba.id)}>{t('approvals.order', { number: narudzba.broj })}</Link>
          )}
        </p>
      )}
      {canDecide && waiting && !declining && (
        <div className={`${account.actions} ${styles.decision}`}>
          <button
            type="button"
            className={account.button}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, approve: true })}
          >
            {t('approvals.approve')}
          </button>
          <button type="button" className={account.secondary} onClick={() => setDeclining(true)}>
            {t('approvals.decline')}
          </button>
        </div>
      )}
      {canDecide && waiting && declining && (
        <form
          className={`${styles.decline} ${styles.decision}`}
          onSubmit={(event) => {
            event.preventDefault();
            decide.mutate({ id: request.id, approve: false, razlog: reason });
          }}
        >
          <label htmlFor={`decline-${request.id}`}>{t('approvals.declineReason')}</label>
          <textarea
            id={`decline-${request.id}`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={account.actions}>
            <button type="submit" className={`${account.button} ${account.danger}`} disabled={decide.isPending}>
              {t('approvals.declineSubmit')}
            </button>
            <button type="button" className={account.secondary} onClick={() => setDeclining(false)}>
              {t('approvals.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
