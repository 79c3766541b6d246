import { formatPrice } from '@shop/shared/format';
import { Totals } from '@shop/shared/ui';
import styles from './OrderSummary.module.css';

interface OrderSummaryProps {
  /** A cart or a placed order: both carry their lines and totals under the same contract names. */
  summary: {
    stavke: { id_proizvoda: number; kolicina: number; naziv: string; ukupno: number }[];
    medjuzbir: number;
    pdv: number;
    dostava: number;
    /** The loyalty points discount (an order, or the payment page once points are chosen). */
    popust?: number;
    ukupno: number;
  };
}

/** "2 × name … price" per line, then the totals: the payment page before ordering, the confirmation after. */
export function OrderSummary({ summary }: OrderSummaryProps) {
  return (
    <>
      <ul className={styles.lines}>
        {summary.stavke.map((line) => (
          <li key={line.id_proizvoda}>
            <span>
              {line.kolicina} × {line.naziv}
            </span>
            <span>{formatPrice(line.ukupno)}</span>
          </li>
        ))}
      </ul>
      <Totals
        subtotal={summary.medjuzbir}
        vat={summary.pdv}
        shipping={summary.dostava}
        discount={summary.popust}
        total={summary.ukupno}
      />
    </>
  );
}
