import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { type InboxQuery, inboxEndpoints, useInboxItem, useInboxPage, useMarkDone } from '../../../components/inboxApi';

/** Pro-forma requests, unanswered first; "answered" is the done mark. */
const proformas = inboxEndpoints({
  name: 'proformas',
  list: (query) => callApi(endpoints.adminListProformas, { query }),
  get: (id) => callApi(endpoints.adminGetProforma, { params: { id } }),
  markDone: (id) => callApi(endpoints.adminMarkProformaAnswered, { params: { id } }),
  doneMessage: (proforma, t) => t('admin.proformas.marked', { number: proforma.number }),
});

export const useAdminProformas = (query: InboxQuery) => useInboxPage(proformas, query);
export const useAdminProforma = (id: number) => useInboxItem(proformas, id);
export const useMarkProformaAnswered = (id: number) => useMarkDone(proformas, id);
