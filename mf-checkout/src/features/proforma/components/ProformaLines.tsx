import { useTranslation } from '@shop/shared/i18n';
import type { ProformaLine } from '@shop/shared/state';
import styles from './ProformaDialog.module.css';

/** What the request is for: each product with its quantity. */
export function ProformaLines({ lines }: { lines: ProformaLine[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.lines} aria-labelledby="proforma-lines-title">
      <h3 id="proforma-lines-title">{t('proforma.products')}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line.id_proizvoda} data-testid="proforma-line">
            <span className={styles.lineName}>{line.naziv}</span>
            <span className={styles.lineQuantity}>
              <span className={styles.visuallyHidden}>{t('quantity.label')}: </span>× {line.kolicina}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
