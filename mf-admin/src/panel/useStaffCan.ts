import { roleCan, type StaffPermission } from '@shop/shared/contracts';
import { useCurrentUser } from '@shop/shared/state';

/** Whether the signed-in member of staff holds a permission: to hide what the role cannot use (the API refuses it). */
export function useStaffCan(permission: StaffPermission): boolean {
  const { data: user } = useCurrentUser();
  return roleCan(user?.role, permission);
}
