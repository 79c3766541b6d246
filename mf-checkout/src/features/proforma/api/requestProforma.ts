import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints, type ProformaCustomer } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import type { ProformaLine } from '@shop/shared/state';
import { useMutation } from '@tanstack/react-query';

const requestProforma = ({ lines, customer }: { lines: ProformaLine[]; customer: ProformaCustomer }) =>
  callApi(endpoints.zatraziPredracun, {
    body: { data: { products: lines.map(({ id_proizvoda, kolicina }) => ({ id_proizvoda, kolicina })), customer } },
  });

/**
 * Sends the request; the dialog shows the outcome inside itself. SPEC §8: a 400 reads 'Dogodila se greška. Pokušajte
 * ponovo kasnije.'; any other refusal (zero stock: 'Proizvod trenutno nije na stanju!') is the server's message.
 */
export function useRequestProforma(onSent: () => void) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: requestProforma,
    // Shown inside the dialog (the spec's own text for a 400), not by the shell's mutation-error alert.
    meta: { errorAlert: false },
    onSuccess: onSent,
  });
  const error = mutation.error;
  const errorMessage = error
    ? error instanceof ApiError && error.status !== 400
      ? error.message
      : t('proforma.failed')
    : undefined;
  return { send: mutation.mutate, isPending: mutation.isPending, number: mutation.data?.broj_predracuna, errorMessage };
}
