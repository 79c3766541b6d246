import { showAlert } from '@shop/shared/alerts';
import { useTranslation } from '@shop/shared/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The handled filter of an inbox (contact messages, pro-forma requests): '' = all. */
export type DoneState = '' | 'open' | 'done';

/** One page of an inbox list as the section asks for it. */
export interface InboxQuery {
  search: string;
  state: DoneState;
  /** The section's own second filter (pro-forma requests: the quote's state); '' = all. */
  kind: string;
  page: number;
}

type Translate = ReturnType<typeof useTranslation>['t'];

interface InboxEndpoints<Page, Item> {
  /** The query-cache name: `['admin', name, …]`. */
  name: string;
  list: (query: { search?: string; state?: 'open' | 'done'; kind?: string; page: number }) => Promise<Page>;
  get: (id: number) => Promise<Item>;
  /** Marks it handled / answered; the server stores who and when. */
  markDone: (id: number) => Promise<Item>;
  /** The success alert after the mark. */
  doneMessage: (item: Item, t: Translate) => string;
}

/** An inbox's endpoints, typed from them; declared once per section at module level. */
export function inboxEndpoints<Page, Item>(api: InboxEndpoints<Page, Item>) {
  return api;
}

/** The query keys of one inbox (its lists and items): a write of its own (a pro-forma reply) updates them too. */
export const keysOf = (name: string) => ({
  all: ['admin', name] as const,
  list: (query: InboxQuery) => ['admin', name, 'list', query] as const,
  detail: (id: number) => ['admin', name, 'detail', id] as const,
});

/** One page, open ones first; the last page stays while the next loads. */
export function useInboxPage<Page, Item>(api: InboxEndpoints<Page, Item>, query: InboxQuery) {
  return useQuery({
    queryKey: keysOf(api.name).list(query),
    queryFn: () =>
      api.list({
        search: query.search || undefined,
        state: query.state || undefined,
        kind: query.kind || undefined,
        page: query.page,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem<Page, Item>(api: InboxEndpoints<Page, Item>, id: number) {
  return useQuery({ queryKey: keysOf(api.name).detail(id), queryFn: () => api.get(id), retry: false });
}

/** Marks the item done; the list refetches so it moves below the open ones. */
export function useMarkDone<Page, Item>(api: InboxEndpoints<Page, Item>, id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = keysOf(api.name);
  return useMutation({
    mutationFn: () => api.markDone(id),
    onSuccess: (item) => {
      queryClient.setQueryData(keys.detail(id), item);
      void queryClient.invalidateQueries({ queryKey: keys.all });
      showAlert({ type: 'success', message: api.doneMessage(item, t) });
    },
  });
}
