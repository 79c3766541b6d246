import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';
import styles from '../../../components/Account.module.css';
import { useAddresses } from '../api/useAddresses';
import book from './AddressBook.module.css';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

/** The address book: a default delivery address (prefills /plati) and a default billing one (the pro-forma). */
export function AddressBook() {
  const { t } = useTranslation();
  const { data: addresses } = useAddresses();
  // The address being edited, 'new' for the add form, null when only the list shows.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <section className={styles.panel} aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('myAccount.addresses')}</h2>
      {addresses?.length === 0 && <p className={styles.hint}>{t('myAccount.noAddresses')}</p>}
      <ul className={book.list}>
        {addresses?.map((address) =>
          editing === address.id ? (
            <li key={address.id} className={book.card}>
              <AddressForm address={address} onDone={close} />
            </li>
          ) : (
            <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} />
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm onDone={close} />
      ) : (
        <button type="button" className={styles.button} onClick={() => setEditing('new')}>
          {t('myAccount.addAddress')}
        </button>
      )}
    </section>
  );
}
