import type { PackageReleases } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import shared from '../../components/AdminSection.module.css';
import { DataTable } from '../../components/DataTable';
import { useStaffCan } from '../../panel/useStaffCan';
import { useReleases } from './api/useReleases';
import { releaseColumns } from './components/releaseColumns';

/** #Izdanja: per package (the shell, each remote), the kept releases, the live one marked, and a rollback. */
export default function ReleasesSection() {
  const { t } = useTranslation();
  const { data } = useReleases();
  const canRollBack = useStaffCan('releases.rollback');

  if (!data) return <LinesSkeleton />;
  return (
    <div className={shared.section}>
      <p className={shared.note}>{t('admin.releases.help')}</p>
      {data.paketi.map((item) => (
        <PackageTable key={item.paket} item={item} canRollBack={canRollBack} />
      ))}
    </div>
  );
}

function PackageTable({ item, canRollBack }: { item: PackageReleases; canRollBack: boolean }) {
  const { t } = useTranslation();
  const label =
    item.paket === 'shell'
      ? t('admin.releases.package.shell')
      : t('admin.releases.package.remote', { name: item.paket });
  return (
    <section className={shared.section} aria-label={label}>
      <div className={shared.toolbar}>
        <h2>{label}</h2>
      </div>
      {item.izdanja.length === 0 ? (
        <p className={shared.note}>{t('admin.releases.none')}</p>
      ) : (
        <DataTable
          caption={t('admin.releases.caption', { package: label })}
          columns={releaseColumns(t, item.paket, label, canRollBack)}
          rows={item.izdanja}
          rowId={(release) => release.id}
        />
      )}
    </section>
  );
}
