import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { type AdminProformasQuery, endpoints } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InboxQuery,
  inboxEndpoints,
  keysOf,
  useInboxItem,
  useInboxPage,
  useMarkDone,
} from '../../../components/inboxApi';

/** Pro-forma requests, unanswered first; "answered" is the done mark. */
const proformas = inboxEndpoints({
  name: 'proformas',
  list: ({ kind, ...query }) =>
    callApi(endpoints.adminListProformas, { query: { ...query, quote: kind as AdminProformasQuery['quote'] } }),
  get: (id) => callApi(endpoints.adminGetProforma, { params: { id } }),
  markDone: (id) => callApi(endpoints.adminMarkProformaAnswered, { params: { id } }),
  doneMessage: (proforma, t) => t('admin.proformas.marked', { number: proforma.number }),
});

export const useAdminProformas = (query: InboxQuery) => useInboxPage(proformas, query);
export const useAdminProforma = (id: number) => useInboxItem(proformas, id);
export const useMarkProformaAnswered = (id: number) => useMarkDone(proformas, id);

/** Emails the customer a reply; the request (now answered, with the reply listed) and the lists follow. */
export function useReplyToProforma(id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = keysOf(proformas.name);
  return useMutation({
    mutationFn: (message: string) => callApi(endpoints.adminReplyToProforma, { params: { id }, body: { message } }),
    onSuccess: (proforma) => {
      queryClient.setQueryData(keys.detail(id), proforma);
      void queryClient.invalidateQueries({ queryKey: keys.all });
      showAlert({ type: 'success', message: t('admin.proformas.replySent', { email: proforma.email }), time: 3_000 });
    },
  });
}
