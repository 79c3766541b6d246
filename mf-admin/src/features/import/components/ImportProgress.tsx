import type { ImportJob } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Count } from './CheckResult';
import styles from './ImportTools.module.css';
import { RowErrorsTable } from './RowErrorsTable';

/** A running job's progress bar (with its text for screen readers and everyone), then the end summary. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const progressText = t('admin.import.progress', { processed: job.processedRows, total: job.totalRows });
  if (job.state === 'running') {
    return (
      <div role="status">
        <p>{t('admin.import.running', { file: job.fileName })}</p>
        <progress className={styles.progress} max={Math.max(job.totalRows, 1)} value={job.processedRows}>
          {progressText}
        </progress>
        <p>{progressText}</p>
        <p className={styles.hint}>{t('admin.import.startedBy', { email: job.userEmail })}</p>
      </div>
    );
  }
  return (
    <div role="status">
      <p>{t(job.state === 'done' ? 'admin.import.done' : 'admin.import.failed', { file: job.fileName })}</p>
      {job.failure && <p className={styles.warning}>{job.failure.message}</p>}
      <dl className={styles.counts}>
        <Count label={t('admin.import.created')} value={job.created} />
        <Count label={t('admin.import.updated')} value={job.updated} />
        <Count label={t('admin.import.unchanged')} value={job.unchanged} />
        <Count label={t('admin.import.failedRows')} value={job.failed} />
      </dl>
      <RowErrorsTable errors={job.errors} total={job.failed} />
    </div>
  );
}
