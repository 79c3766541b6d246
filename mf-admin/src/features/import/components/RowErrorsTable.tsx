import { IMPORT_ERRORS_SHOWN, type ImportRowError } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from './ImportTools.module.css';

/** Every row error the server listed: the file's line, the column at fault and the message (in the page's language). */
export function RowErrorsTable({ errors, total }: { errors: ImportRowError[]; total: number }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div className={styles.errors}>
      <table>
        <caption>{t('admin.import.errorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.import.line')}</th>
            <th scope="col">{t('admin.import.column')}</th>
            <th scope="col">{t('admin.import.message')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.line}-${error.column ?? ''}-${error.code}`}>
              <td>{error.line}</td>
              <td>{error.column ?? t('admin.import.wholeRow')}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > errors.length && <p>{t('admin.import.errorsShown', { shown: IMPORT_ERRORS_SHOWN })}</p>}
    </div>
  );
}
