import { callApi } from '@shop/shared/api-client';
import { type AdminCompanyDetail, type AdminCompanyInput, type CompanyRole, endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyQueryKeys } from './companyQueryKeys';

/** After a write the company's detail is the answer, and the lists (names, counts, groups) are fetched again. */
function useCompanyChanged() {
  const queryClient = useQueryClient();
  return (company?: AdminCompanyDetail) => {
    if (company) queryClient.setQueryData(companyQueryKeys.one(company.id), company);
    void queryClient.invalidateQueries({ queryKey: [...companyQueryKeys.all, 'list'] });
  };
}

/** Creates a company (no id) or changes its details and terms; the form shows a refusal itself. */
export function useSaveCompany() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminCompanyInput }) =>
      id === undefined
        ? callApi(endpoints.adminCreateCompany, { body: input })
        : callApi(endpoints.adminUpdateCompany, { params: { id }, body: input }),
    meta: { errorAlert: false },
    onSuccess: changed,
  });
}

/** Links an existing account by its email, or changes its role. */
export function useSetCompanyMember(id: number) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (body: { email: string; role: CompanyRole }) =>
      callApi(endpoints.adminSetCompanyMember, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useRemoveCompanyMember(id: number) {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (userId: number) => callApi(endpoints.adminRemoveCompanyMember, { params: { id, userId } }),
    onSuccess: changed,
  });
}

export function useCreateCustomerGroup() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (name: string) => callApi(endpoints.adminCreateCustomerGroup, { body: { name } }),
    onSuccess: () => changed(),
  });
}

/** A user's own customer group (null: none); nothing in the section's lists changes. */
export function useSetUserGroup() {
  return useMutation({
    mutationFn: (body: { email: string; groupId: number | null }) => callApi(endpoints.adminSetUserGroup, { body }),
  });
}
