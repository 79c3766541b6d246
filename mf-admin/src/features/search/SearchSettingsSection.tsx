import { showAlert } from '@shop/shared/alerts';
import type { SynonymGroup } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useCallback, useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { QueryResult } from '../../components/QueryResult';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useSynonymGroups } from './api/useSynonymGroups';
import { useDeleteSynonymGroup } from './api/useSynonymMutations';
import { SearchQueries } from './components/SearchQueries';
import styles from './components/SearchSettings.module.css';
import { SynonymForm } from './components/SynonymForm';
import { synonymColumns } from './components/synonymColumns';

type Editing = { group?: SynonymGroup; initial?: string };

/**
 * #Pretraga: what shoppers search for and do not find (the period's top queries and those with no results), and the
 * one synonym table the shop's search uses: added, changed and deleted here, searched with on every instance at once.
 */
export default function SearchSettingsSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const groups = useSynonymGroups();
  const remove = useDeleteSynonymGroup();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SynonymGroup | null>(null);
  const columns = useMemo(
    () => synonymColumns(t, { onEdit: (group) => setEditing({ group }), onDelete: setPendingDelete }),
    [t],
  );
  const addSynonym = useCallback((query: string) => setEditing({ initial: `${query}, ` }), []);

  const term = search.trim().toLocaleLowerCase('sr');
  const rows = (groups.data?.grupe ?? []).filter(
    (group) => term === '' || group.izrazi.some((phrase) => phrase.toLocaleLowerCase('sr').includes(term)),
  );

  return (
    <div className={shared.section}>
      <SearchQueries onAddSynonym={addSynonym} />
      <section className={shared.section} aria-labelledby="synonyms-title">
        <h2 id="synonyms-title" className={styles.heading}>
          {t('admin.searchSettings.synonyms')}
        </h2>
        <p className={shared.note}>{t('admin.searchSettings.synonymsHelp')}</p>
        <div className={shared.toolbar}>
          <SearchField value={search} onSearch={onSearchChange} label={t('admin.searchSettings.filter')} />
          <Button onClick={() => setEditing({})}>{t('admin.searchSettings.addGroup')}</Button>
        </div>
        {editing && (
          <SynonymForm
            key={editing.group?.id ?? `new-${editing.initial ?? ''}`}
            group={editing.group}
            initial={editing.initial}
            onClose={() => setEditing(null)}
          />
        )}
        <QueryResult query={groups}>
          {() => (
            <>
              <p className={shared.note}>{t('admin.searchSettings.groups', { count: rows.length })}</p>
              <DataTable
                caption={t('admin.searchSettings.synonyms')}
                columns={columns}
                rows={rows}
                rowId={(group) => String(group.id)}
              />
            </>
          )}
        </QueryResult>
      </section>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('admin.searchSettings.confirmDelete', { phrases: pendingDelete?.izrazi.join(', ') ?? '' })}
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.id, {
            onSuccess: () => {
              setPendingDelete(null);
              showAlert({ type: 'success', message: t('admin.searchSettings.deleted') });
            },
          });
        }}
      />
    </div>
  );
}
