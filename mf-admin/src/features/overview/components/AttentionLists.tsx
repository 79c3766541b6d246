import type { Dashboard } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './Overview.module.css';

/** A link into a section of the panel, optionally filtered by its search (`?search=…#Narudzbe`). */
const sectionLink = (hash: string, search?: string) => ({
  search: search ? `?${new URLSearchParams({ search })}` : '',
  hash,
});

interface AttentionBlockProps {
  title: string;
  allLabel: string;
  hash: string;
  children: ReactNode[];
}

function AttentionBlock({ title, allLabel, hash, children }: AttentionBlockProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.attentionBlock} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children.length === 0 ? <p className={styles.note}>{t('admin.overview.noneWaiting')}</p> : <ul>{children}</ul>}
      <Link to={sectionLink(hash)}>{allLabel}</Link>
    </section>
  );
}

/** What waits for staff now, whatever the period: new orders, unanswered pro-formas, products running out. */
export function AttentionLists({ attention }: { attention: Dashboard['attention'] }) {
  const { t } = useTranslation();
  const { newOrders, unansweredProformas, lowStock } = attention;
  return (
    <section className={styles.attention} aria-labelledby="admin-attention-title">
      <h2 id="admin-attention-title">{t('admin.overview.attention')}</h2>
      <div className={styles.attentionGrid}>
        <AttentionBlock
          title={t('admin.overview.newOrders', { count: newOrders.count })}
          allLabel={t('admin.overview.openOrders')}
          hash="Narudzbe"
        >
          {newOrders.items.map((order) => (
            <li key={order.id}>
              <Link to={sectionLink('Narudzbe', order.number)}>{order.number}</Link> · {order.customerName} ·{' '}
              {formatPrice(order.total)} · {formatDate(order.createdAt)}
            </li>
          ))}
        </AttentionBlock>
        <AttentionBlock
          title={t('admin.overview.unansweredProformas', { count: unansweredProformas.count })}
          allLabel={t('admin.overview.openProformas')}
          hash="Predracuni"
        >
          {unansweredProformas.items.map((request) => (
            <li key={request.id}>
              <Link to={sectionLink('Predracuni', request.companyName)}>{request.companyName}</Link> · {request.email} ·{' '}
              {formatDate(request.createdAt)}
            </li>
          ))}
        </AttentionBlock>
        <AttentionBlock
          title={t('admin.overview.lowStock', { count: lowStock.count })}
          allLabel={t('admin.overview.openProducts')}
          hash="Proizvodi"
        >
          {lowStock.items.map((product) => (
            <li key={product.id}>
              <Link to={sectionLink('Proizvodi', product.name)}>{product.name}</Link> ·{' '}
              {t('admin.overview.stockLeft', { stock: product.stock })}
            </li>
          ))}
        </AttentionBlock>
      </div>
    </section>
  );
}
