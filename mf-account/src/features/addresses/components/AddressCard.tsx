import type { Address } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from '../../../components/Account.module.css';
import { useDeleteAddress } from '../api/useDeleteAddress';
import { useSetDefaultAddress } from '../api/useSetDefaultAddress';
import book from './AddressBook.module.css';

/** One address with its default badges and actions (edit, delete, make default for delivery or billing). */
export function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const busy = remove.isPending || setDefault.isPending;
  return (
    <li className={book.card} data-testid="address">
      <address className={book.lines}>
        <strong>{address.ime}</strong>
        {address.naziv_firme && (
          <span>
            {address.naziv_firme}
            {address.jib && `, JIB ${address.jib}`}
          </span>
        )}
        <span>{address.adresa}</span>
        <span>
          {address.posta} {address.grad}
        </span>
        <span>{address.telefon}</span>
      </address>
      <p className={book.badges}>
        {address.zadana_dostava && <span className={book.badge}>{t('myAccount.defaultDelivery')}</span>}
        {address.zadana_naplata && <span className={book.badge}>{t('myAccount.defaultBilling')}</span>}
      </p>
      <div className={styles.actions}>
        {!address.zadana_dostava && (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => setDefault.mutate({ id: address.id, vrsta: 'dostava' })}
          >
            {t('myAccount.makeDefaultDelivery')}
          </button>
        )}
        {!address.zadana_naplata && (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => setDefault.mutate({ id: address.id, vrsta: 'naplata' })}
          >
            {t('myAccount.makeDefaultBilling')}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={onEdit}>
          {t('myAccount.editAddress')}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => remove.mutate(address.id)}>
          {t('myAccount.deleteAddress')}
        </button>
      </div>
    </li>
  );
}
