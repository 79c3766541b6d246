import { useTranslation } from '@shop/shared/i18n';
import { InboxSection } from '../../components/InboxSection';
import type { SectionProps } from '../../panel/sections';
import { useAdminMessages } from './api/useAdminMessages';
import { MessageDetail } from './components/MessageDetail';
import { MessagesTable } from './components/MessagesTable';

/** #Poruke (Admins): contact messages, unhandled first; search, handled filter, the message in full, mark handled. */
export default function MessagesSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <InboxSection
      {...props}
      usePage={useAdminMessages}
      texts={{
        searchHint: t('admin.messages.searchHint'),
        open: t('admin.messages.open'),
        done: t('admin.messages.done'),
        openCount: (count) => t('admin.messages.openCount', { count }),
      }}
      table={(page, busy, onOpen) => <MessagesTable messages={page.messages} busy={busy} onOpen={onOpen} />}
      detail={(id, onClose) => <MessageDetail id={id} onClose={onClose} />}
    />
  );
}
