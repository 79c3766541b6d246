import { buildPath } from '@shop/shared/api-client';
import { type AdminProductFilter, endpoints } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button, buttonClassName } from '@shop/shared/ui';
import { useEffect, useState } from 'react';
import { useCurrentImportJob } from './api/useCurrentImportJob';
import { ImportDialog } from './components/ImportDialog';
import styles from './components/ImportTools.module.css';

/** The export's address for the filter the table shows (a plain link: the browser downloads the streamed file). */
function exportHref(filter: AdminProductFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return `${buildPath(endpoints.exportProducts.path)}${text ? `?${text}` : ''}`;
}

/**
 * The products section's CSV tools: export the current filter, download the template, import a file (dry run, then
 * a background job with a progress bar). Shown in the products toolbar. A job still running when the page loads
 * (a reload, another tab) opens the dialog at its progress bar.
 */
export function ProductCsvTools({ filter }: { filter: AdminProductFilter }) {
  const { t } = useTranslation();
  const current = useCurrentImportJob();
  const [open, setOpen] = useState(false);
  const running = current.data?.job?.state === 'running' ? current.data.job : undefined;

  useEffect(() => {
    if (running) setOpen(true);
  }, [running]);

  return (
    <section className={styles.tools} aria-label={t('admin.import.tools')}>
      <a
        className={buttonClassName('secondary')}
        href={exportHref(filter)}
        download
        title={t('admin.import.exportHint')}
      >
        {t('admin.import.export')}
      </a>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('admin.import.open')}
      </Button>
      <a className={styles.link} href={buildPath(endpoints.getProductImportTemplate.path)} download>
        {t('admin.import.template')}
      </a>
      <ImportDialog open={open} resume={running} onClose={() => setOpen(false)} />
    </section>
  );
}
