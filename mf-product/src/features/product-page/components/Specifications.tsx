import { useTranslation } from '@shop/shared/i18n';
import styles from './ProductDetails.module.css';

export function Specifications({ pairs }: { pairs: { naziv: string; vrijednost: string }[] }) {
  const { t } = useTranslation();
  if (pairs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-specifications">
      <h2 id="product-specifications">{t('product.specifications')}</h2>
      <table className={styles.specifications}>
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair.naziv}>
              <th scope="row">{pair.naziv}</th>
              <td>{pair.vrijednost}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
