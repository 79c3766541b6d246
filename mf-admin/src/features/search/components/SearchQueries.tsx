import type { SearchQueryCount } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { DataTable } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { useSearchQueries } from '../api/useSearchQueries';
import styles from './SearchSettings.module.css';

const PERIODS = [7, 30, 90] as const;

/** What shoppers searched in the period: the most frequent queries, and those that found nothing. */
export function SearchQueries({ onAddSynonym }: { onAddSynonym: (query: string) => void }) {
  const { t, paths } = useTranslation();
  const [days, setDays] = useState<number>(PERIODS[0]);
  const { data, isPlaceholderData } = useSearchQueries(days);
  const columns = useMemo((): ColumnDef<SearchQueryCount, unknown>[] => {
    const query: ColumnDef<SearchQueryCount, unknown> = {
      id: 'query',
      header: t('admin.searchSettings.query'),
      cell: ({ row }) => (
        <a href={paths.search(row.original.upit)} target="_blank" rel="noreferrer">
          {row.original.upit}
        </a>
      ),
    };
    return [
      query,
      { id: 'searches', header: t('admin.searchSettings.searches'), accessorKey: 'pretraga' },
      { id: 'zero', header: t('admin.searchSettings.noResults'), accessorKey: 'bezRezultata' },
    ];
  }, [t, paths.search]);
  const zeroColumns = useMemo(
    (): ColumnDef<SearchQueryCount, unknown>[] => [
      ...columns,
      {
        id: 'actions',
        header: t('admin.actions'),
        cell: ({ row }) => (
          <button type="button" className={shared.linkButton} onClick={() => onAddSynonym(row.original.upit)}>
            {t('admin.searchSettings.useAsSynonym')}
          </button>
        ),
      },
    ],
    [columns, onAddSynonym, t],
  );

  return (
    <section className={shared.section} aria-labelledby="search-queries-title">
      <div className={shared.toolbar}>
        <h2 id="search-queries-title" className={styles.heading}>
          {t('admin.searchSettings.queries')}
        </h2>
        <FilterSelect
          label={t('admin.searchSettings.period')}
          value={days === PERIODS[0] ? '' : String(days)}
          allLabel={t('admin.searchSettings.days', { days: PERIODS[0] })}
          options={PERIODS.slice(1).map((period) => ({
            value: String(period),
            label: t('admin.searchSettings.days', { days: period }),
          }))}
          onChange={(value) => setDays(value ? Number(value) : PERIODS[0])}
        />
      </div>
      {data ? (
        <div className={styles.reports}>
          <div className={styles.report}>
            <h3>{t('admin.searchSettings.top')}</h3>
            <DataTable
              caption={t('admin.searchSettings.top')}
              columns={columns}
              rows={data.najcesci}
              rowId={(row) => row.upit}
              busy={isPlaceholderData}
            />
          </div>
          <div className={styles.report} data-testid="zero-result-queries">
            <h3>{t('admin.searchSettings.zero')}</h3>
            <p className={shared.note}>{t('admin.searchSettings.zeroHelp')}</p>
            <DataTable
              caption={t('admin.searchSettings.zero')}
              columns={zeroColumns}
              rows={data.bezRezultata}
              rowId={(row) => row.upit}
              busy={isPlaceholderData}
            />
          </div>
        </div>
      ) : (
        <LinesSkeleton />
      )}
    </section>
  );
}
