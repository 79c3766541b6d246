import type { ImportJob } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from './ImportTools.module.css';
import { RowErrorsTable } from './RowErrorsTable';

/** The dry run's answer: what the import would do with the valid rows, and every refused row with its line. */
export function CheckResult({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('admin.import.checked', { file: job.fileName, rows: job.totalRows })}</p>
      <dl className={styles.counts}>
        <Count label={t('admin.import.plannedCreate')} value={job.planned.create} />
        <Count label={t('admin.import.plannedUpdate')} value={job.planned.update} />
        <Count label={t('admin.import.plannedUnchanged')} value={job.planned.unchanged} />
        <Count label={t('admin.import.invalidRows')} value={job.invalidRows} />
      </dl>
      {job.invalidRows > 0 && <p className={styles.warning}>{t('admin.import.invalidNote')}</p>}
      <RowErrorsTable errors={job.errors} total={job.invalidRows} />
    </>
  );
}

export function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.count}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
