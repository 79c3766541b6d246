import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { type ChangeOrderStatusBody, endpoints } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderKeys } from './adminOrderKeys';

/**
 * Moves the order one step (or cancels it). The answer is the updated order; the lists (tabs, counts) refetch. A
 * refused move (409) is shown by the shared mutation error handler with the server's reason.
 */
export function useChangeOrderStatus(id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderStatusBody) => callApi(endpoints.adminChangeOrderStatus, { params: { id }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      showAlert({
        type: 'success',
        message: t('admin.orders.moved', { number: order.broj, status: t(`order.status.${order.status}`) }),
        time: 3_000,
      });
    },
  });
}
