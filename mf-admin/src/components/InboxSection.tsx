import { ADMIN_SALES_PAGE_SIZE } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import { Fragment, type ReactNode, useState } from 'react';
import type { SectionProps } from '../panel/sections';
import { type FilterOption, FilterSelect } from './FilterSelect';
import type { DoneState, InboxQuery } from './inboxApi';
import { Pager } from './Pager';
import styles from './SalesRecords.module.css';
import { SearchField } from './SearchField';

interface InboxPage {
  total: number;
  /** How many are still open (not handled / not answered), over all pages. */
  open: number;
}

interface InboxSectionProps<Page extends InboxPage> extends SectionProps {
  /** The list's query hook; a module-level function, so the hooks inside run in the same order on every render. */
  usePage: (query: InboxQuery) => { data: Page | undefined; isPlaceholderData: boolean; error: Error | null };
  texts: { searchHint: string; open: string; done: string; openCount: (count: number) => string };
  /** A second filter of the section's own (its value reaches `usePage` as `kind`). */
  kindFilter?: { label: string; options: readonly FilterOption[] };
  table: (page: Page, busy: boolean, onOpen: (id: number) => void) => ReactNode;
  detail: (id: number, onClose: () => void) => ReactNode;
}

/**
 * A list of incoming requests the staff deal with one by one (contact messages, pro-forma requests): search, the
 * open/done filter with the open count, the paged table, and the chosen one's detail below it.
 */
export function InboxSection<Page extends InboxPage>({
  search,
  onSearchChange,
  usePage,
  texts,
  kindFilter,
  table,
  detail,
}: InboxSectionProps<Page>) {
  const { t } = useTranslation();
  const [state, setState] = useState<DoneState>('');
  const [kind, setKind] = useState('');
  const [paging, setPaging] = useState({ filter: '', page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  // A new search or filter starts at its first page.
  const filter = `${state}|${kind}|${search}`;
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const { data, isPlaceholderData, error } = usePage({ search, state, kind, page });

  return (
    <>
      <div className={styles.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} placeholder={texts.searchHint} />
        <FilterSelect
          label={t('admin.sales.stateFilter')}
          value={state}
          allLabel={t('admin.sales.stateAll')}
          options={[
            { value: 'open', label: texts.open },
            { value: 'done', label: texts.done },
          ]}
          onChange={(value) => setState(value as DoneState)}
        />
        {kindFilter && (
          <FilterSelect
            label={kindFilter.label}
            value={kind}
            allLabel={t('admin.sales.stateAll')}
            options={kindFilter.options}
            onChange={setKind}
          />
        )}
        {data && <span className={styles.muted}>{texts.openCount(data.open)}</span>}
      </div>
      {error && <p role="alert">{error.message}</p>}
      {!data && !error && <LinesSkeleton />}
      {data && (
        <>
          {table(data, isPlaceholderData, setOpenId)}
          <Pager page={page} pageSize={ADMIN_SALES_PAGE_SIZE} total={data.total} onPageChange={setPage} />
        </>
      )}
      {/* Keyed by id: another record starts a fresh detail (no state carried over). */}
      {openId !== null && <Fragment key={openId}>{detail(openId, () => setOpenId(null))}</Fragment>}
    </>
  );
}
