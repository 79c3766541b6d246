import { showAlert } from '@shop/shared/alerts';
import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints, type ProformaCustomer } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import type { ProformaLine } from '@shop/shared/state';
import { useMutation } from '@tanstack/react-query';

const requestProforma = ({ products, customer }: { products: ProformaLine[]; customer: ProformaCustomer }) =>
  callApi(endpoints.zatraziPredracun, { body: { data: { products, customer } } });

/**
 * SPEC §8: 200 shows 'Upit za predračun poslan!'; 400 shows 'Dogodila se greška. Pokušajte ponovo kasnije.'; any
 * other refusal (zero stock: 'Proizvod trenutno nije na stanju!') shows the server's message.
 */
export function useRequestProforma(onSent: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: requestProforma,
    // The spec's own text for a 400, not the server's message.
    meta: { errorAlert: false },
    onMutate: () => showAlert({ message: '', type: 'wait' }),
    onSuccess: () => {
      showAlert({ message: t('proforma.sent'), type: 'success', time: 3_000 });
      onSent();
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.status !== 400 ? error.message : t('proforma.failed');
      showAlert({ message, type: 'error', time: 3_000 });
    },
  });
}
