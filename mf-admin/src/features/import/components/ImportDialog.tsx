import type { ImportJob } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useEffect, useId, useState } from 'react';
import dialogStyles from '../../../components/ModalDialog.module.css';
import { useModalDialog } from '../../../components/useModalDialog';
import { useImportJob } from '../api/useImportJob';
import { useCheckImport, useStartImport } from '../api/useImportMutations';
import { CheckResult } from './CheckResult';
import { ImportProgress } from './ImportProgress';
import styles from './ImportTools.module.css';

interface ImportDialogProps {
  open: boolean;
  /** A job to show at once (the running one found after a reload). */
  resume: ImportJob | undefined;
  onClose: () => void;
}

/**
 * The import, step by step in one modal dialog: choose a file → its dry run (counts and every row error) → "Uvezi"
 * starts the background job → its progress bar → the end summary. Closing it does not stop a running job.
 */
export function ImportDialog({ open, resume, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  const titleId = useId();
  const fileId = useId();
  const [shown, setShown] = useState<ImportJob | undefined>(resume);
  const [file, setFile] = useState<File | null>(null);
  const check = useCheckImport();
  const start = useStartImport();
  const polled = useImportJob(shown && shown.state !== 'checked' ? shown : undefined);
  const job = shown?.state === 'checked' ? shown : (polled ?? shown);

  useEffect(() => {
    if (resume) setShown(resume);
  }, [resume]);

  const chooseAnother = () => {
    setShown(undefined);
    setFile(null);
  };
  const importable =
    shown?.state === 'checked' && shown.planned.create + shown.planned.update + shown.planned.unchanged > 0;

  return (
    <dialog
      ref={dialog}
      className={`${dialogStyles.dialog} ${dialogStyles.wide}`}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      {open && (
        <div className={dialogStyles.body}>
          <h2 id={titleId} className={dialogStyles.title}>
            {t('admin.import.title')}
          </h2>
          {!job && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (file) check.mutate(file, { onSuccess: setShown });
              }}
            >
              <p className={styles.hint}>{t('admin.import.format')}</p>
              <label htmlFor={fileId}>{t('admin.import.file')}</label>{' '}
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <div className={dialogStyles.actions}>
                <Button type="submit" disabled={!file || check.isPending}>
                  {check.isPending ? t('admin.import.checking') : t('admin.import.check')}
                </Button>
              </div>
            </form>
          )}
          {job?.state === 'checked' && <CheckResult job={job} />}
          {job && job.state !== 'checked' && <ImportProgress job={job} />}
          <div className={dialogStyles.actions}>
            {job?.state === 'checked' && (
              <Button
                disabled={!importable || start.isPending}
                onClick={() => start.mutate(job.id, { onSuccess: setShown })}
              >
                {t('admin.import.start')}
              </Button>
            )}
            {job && job.state !== 'running' && (
              <Button variant="secondary" onClick={chooseAnother}>
                {t('admin.import.chooseAnother')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('admin.close')}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
