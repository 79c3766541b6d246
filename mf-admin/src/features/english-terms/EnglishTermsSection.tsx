import { showAlert } from '@shop/shared/alerts';
import type { EnglishTerm } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { QueryResult } from '../../components/QueryResult';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useDeleteEnglishTerm, useEnglishTerms } from './api/useEnglishTerms';
import { EnglishTermForm } from './components/EnglishTermForm';
import { englishTermColumns } from './components/englishTermColumns';

/**
 * #Prijevodi: the English of the words specifications are made of ("Boja" → "Colour", "Crna" → "Black"), once for
 * the whole catalogue (decision 019). Names, descriptions and badges have their English fields in their own editors.
 */
export default function EnglishTermsSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const terms = useEnglishTerms();
  const remove = useDeleteEnglishTerm();
  const [editing, setEditing] = useState<{ term?: EnglishTerm } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<EnglishTerm | null>(null);
  const columns = useMemo(
    () => englishTermColumns(t, { onEdit: (term) => setEditing({ term }), onDelete: setPendingDelete }),
    [t],
  );

  const wanted = search.trim().toLocaleLowerCase('sr');
  const rows = (terms.data?.terms ?? []).filter(
    (term) =>
      wanted === '' ||
      term.serbian.toLocaleLowerCase('sr').includes(wanted) ||
      term.english.toLocaleLowerCase('en').includes(wanted),
  );

  return (
    <section className={shared.section} aria-labelledby="english-terms-title">
      <h2 id="english-terms-title">{t('admin.englishTerms.title')}</h2>
      <p className={shared.note}>{t('admin.englishTerms.help')}</p>
      <div className={shared.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} label={t('admin.englishTerms.filter')} />
        <Button onClick={() => setEditing({})}>{t('admin.englishTerms.add')}</Button>
      </div>
      {editing && (
        <EnglishTermForm key={editing.term?.id ?? 'new'} term={editing.term} onClose={() => setEditing(null)} />
      )}
      <QueryResult query={terms}>
        {() => (
          <>
            <p className={shared.note}>{t('admin.englishTerms.count', { count: rows.length })}</p>
            <DataTable
              caption={t('admin.englishTerms.title')}
              columns={columns}
              rows={rows}
              rowId={(term) => String(term.id)}
            />
          </>
        )}
      </QueryResult>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('admin.englishTerms.confirmDelete', { serbian: pendingDelete?.serbian ?? '' })}
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.id, {
            onSuccess: () => {
              setPendingDelete(null);
              showAlert({ type: 'success', message: t('admin.englishTerms.deleted') });
            },
          });
        }}
      />
    </section>
  );
}
