import { QUOTE_STATES } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { InboxSection } from '../../components/InboxSection';
import type { SectionProps } from '../../panel/sections';
import { useAdminProformas } from './api/useAdminProformas';
import { ProformaDetail } from './components/ProformaDetail';
import { ProformasTable } from './components/ProformasTable';

/**
 * #Predracuni: pro-forma requests, unanswered first; search, answered/unanswered and quote-state filters, detail with
 * the PDF and the quote.
 */
export default function ProformasSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <InboxSection
      {...props}
      usePage={useAdminProformas}
      texts={{
        searchHint: t('admin.proformas.searchHint'),
        open: t('admin.proformas.open'),
        done: t('admin.proformas.done'),
        openCount: (count) => t('admin.proformas.openCount', { count }),
      }}
      kindFilter={{
        label: t('admin.quotes.column'),
        options: [
          ...QUOTE_STATES.map((state) => ({ value: state, label: t(`quote.state.${state}`) })),
          { value: 'none', label: t('admin.quotes.noneYet') },
        ],
      }}
      table={(page, busy, onOpen) => <ProformasTable proformas={page.proformas} busy={busy} onOpen={onOpen} />}
      detail={(id, onClose) => <ProformaDetail id={id} onClose={onClose} />}
    />
  );
}
