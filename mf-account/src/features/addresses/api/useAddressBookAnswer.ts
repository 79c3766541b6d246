import type { Address } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Every address call answers the whole book: it becomes the book, and the prefills of /plati and the pro-forma
 * dialog (which read the defaults) are read afresh.
 */
export function useAddressBookAnswer() {
  const queryClient = useQueryClient();
  return (book: Address[]) => {
    queryClient.setQueryData(queryKeys.addresses, book);
    void queryClient.invalidateQueries({ queryKey: queryKeys.deliveryPrefill });
    void queryClient.invalidateQueries({ queryKey: queryKeys.proformaPrefill });
  };
}
