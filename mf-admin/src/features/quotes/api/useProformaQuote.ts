import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { endpoints, type QuoteDraft } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keysOf } from '../../../components/inboxApi';

/** Under the pro-forma inbox's keys: sending a quote marks the request answered, so its lists refetch with it. */
const proformaKeys = keysOf('proformas');
const quoteKey = (proformaId: number) => [...proformaKeys.all, 'quote', proformaId] as const;

/** A request's quote (null before the first) and the lines a first quote starts from. */
export function useProformaQuote(proformaId: number) {
  return useQuery({
    queryKey: quoteKey(proformaId),
    queryFn: () => callApi(endpoints.adminGetProformaQuote, { params: { id: proformaId } }),
  });
}

/** Sends the quote (or its revision) to the customer; the quote, the request and the lists follow. */
export function useSendQuote(proformaId: number, email: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: QuoteDraft) => callApi(endpoints.adminSendQuote, { params: { id: proformaId }, body: draft }),
    onSuccess: (answer) => {
      queryClient.setQueryData(quoteKey(proformaId), answer);
      void queryClient.invalidateQueries({ queryKey: proformaKeys.all });
      showAlert({ type: 'success', message: t('admin.quotes.sent', { email }), time: 3_000 });
    },
  });
}
