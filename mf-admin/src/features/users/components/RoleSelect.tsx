import { showAlert } from '@shop/shared/alerts';
import { type AdminUser, Role } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useSetUserRole } from '../api/useSetUserRole';
import styles from './Users.module.css';

interface RoleSelectProps {
  user: AdminUser;
  /** The signed-in Admin's own row: the API refuses a change of one's own role, so the select is disabled. */
  isSelf: boolean;
}

/** The role of one account, changed as soon as another is chosen. */
export function RoleSelect({ user, isSelf }: RoleSelectProps) {
  const { t } = useTranslation();
  const setRole = useSetUserRole();
  return (
    <select
      className={styles.roleSelect}
      aria-label={t('admin.users.roleOf', { name: user.name })}
      title={isSelf ? t('admin.users.ownRole') : undefined}
      value={user.role}
      disabled={isSelf || setRole.isPending}
      onChange={(event) => {
        const role = Role.parse(event.target.value);
        setRole.mutate(
          { id: user.id, role },
          {
            onSuccess: (changed) =>
              showAlert({
                type: 'success',
                message: t('admin.users.roleChanged', { email: changed.email, role: t(`admin.role.${changed.role}`) }),
              }),
          },
        );
      }}
    >
      {Role.options.map((role) => (
        <option key={role} value={role}>
          {t(`admin.role.${role}`)}
        </option>
      ))}
    </select>
  );
}
