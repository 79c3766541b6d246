import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { type InboxQuery, inboxEndpoints, useInboxItem, useInboxPage, useMarkDone } from '../../../components/inboxApi';

/** Contact messages, unhandled first; "handled" is the done mark. */
const messages = inboxEndpoints({
  name: 'messages',
  list: (query) => callApi(endpoints.adminListMessages, { query }),
  get: (id) => callApi(endpoints.adminGetMessage, { params: { id } }),
  markDone: (id) => callApi(endpoints.adminMarkMessageHandled, { params: { id } }),
  doneMessage: (_message, t) => t('admin.messages.marked'),
});

export const useAdminMessages = (query: InboxQuery) => useInboxPage(messages, query);
export const useAdminMessage = (id: number) => useInboxItem(messages, id);
export const useMarkMessageHandled = (id: number) => useMarkDone(messages, id);
