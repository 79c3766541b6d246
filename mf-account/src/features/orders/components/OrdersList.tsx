import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import account from '../../../components/Account.module.css';
import records from '../../../components/RecordList.module.css';
import { useMyOrders } from '../api/useMyOrders';
import styles from './Orders.module.css';

/**
 * /korisnik/narudzbe: the customer's orders (a company administrator's: the company's too, with who ordered), newest
 * first, a page at a time (`?stranica=2`, so back works).
 */
export function OrdersList() {
  const { t, language, paths } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('stranica') ?? '1', 10) || 1);
  const { data, error } = useMyOrders(page);
  const goTo = (next: number) => setParams(next === 1 ? {} : { stranica: String(next) });

  if (error) return <p className={account.note}>{error.message}</p>;
  if (!data) return <p className={account.note}>{t('common.loading')}</p>;
  if (data.narudzbe.length === 0) return <p className={account.note}>{t('myOrders.empty')}</p>;
  return (
    <>
      <ul className={records.list}>
        {data.narudzbe.map((order) => (
          <li key={order.id} className={records.row} data-testid="my-order">
            {order.url_slike ? (
              <img className={styles.thumb} src={order.url_slike} alt="" width={64} height={64} loading="lazy" />
            ) : (
              <span className={styles.thumb} />
            )}
            <div className={records.summary}>
              <Link to={paths.accountOrder(order.id)} className={records.number}>
                {t('myOrders.number', { broj: order.broj })}
              </Link>
              <span>{formatDate(order.datum, language)}</span>
              <span className={records.status}>{t(`order.status.${order.status}`)}</span>
              <span>{t('myOrders.items', { count: order.broj_artikala })}</span>
              {order.narucilac && <span>{t('myOrders.orderedBy', { name: order.narucilac })}</span>}
            </div>
            <strong className={records.total}>{formatPrice(order.ukupno)}</strong>
          </li>
        ))}
      </ul>
      {data.ukupno_stranica > 1 && (
        <nav className={styles.pager} aria-label={t('myOrders.page', { page, pages: data.ukupno_stranica })}>
          <button type="button" className={account.secondary} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('myOrders.previous')}
          </button>
          <span>{t('myOrders.page', { page, pages: data.ukupno_stranica })}</span>
          <button
            type="button"
            className={account.secondary}
            disabled={page >= data.ukupno_stranica}
            onClick={() => goTo(page + 1)}
          >
            {t('myOrders.next')}
          </button>
        </nav>
      )}
    </>
  );
}
