import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import styles from './SalesRecords.module.css';

export interface LineItem {
  productId: number;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** The product lines of an order or a pro-forma request: product, quantity, unit price and line total. */
export function LineItemsTable({ lines }: { lines: readonly LineItem[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{t('admin.orders.product')}</th>
          <th scope="col">{t('admin.orders.quantity')}</th>
          <th scope="col">{t('admin.orders.unitPrice')}</th>
          <th scope="col">{t('admin.orders.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.productId}>
            <td>{line.name}</td>
            <td>{line.quantity}</td>
            <td>{formatPrice(line.unitPrice)}</td>
            <td>{formatPrice(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
