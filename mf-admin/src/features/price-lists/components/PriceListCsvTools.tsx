import { showAlert } from '@shop/shared/alerts';
import { buildPath } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button, buttonClassName } from '@shop/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { useImportPriceListCsv } from '../api/useImportPriceListCsv';
import styles from './PriceLists.module.css';

/** A saved list's rules out as CSV (a download link) and a CSV file in, replacing them. */
export function PriceListCsvTools({ id, name, onImported }: { id: number; name: string; onImported: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const importCsv = useImportPriceListCsv(id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    importCsv.mutate(file, {
      onSuccess: () => {
        showAlert({ type: 'success', message: t('admin.priceLists.imported', { name }) });
        onImported();
      },
    });
  };
  return (
    <form className={styles.csvTools} onSubmit={submit} aria-label={t('admin.priceLists.csv')}>
      <a
        className={buttonClassName('secondary')}
        href={buildPath(endpoints.adminExportPriceList.path, { id })}
        download
      >
        {t('admin.priceLists.exportCsv')}
      </a>
      <div className={shared.field}>
        <label htmlFor={fileId}>{t('admin.priceLists.importFile')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!file || importCsv.isPending}>
        {t('admin.priceLists.importCsv')}
      </Button>
      <p className={shared.hint}>{t('admin.priceLists.csvHint')}</p>
      {importCsv.error && <p role="alert">{importCsv.error.message}</p>}
    </form>
  );
}
