import type { User } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQueryClient } from '@tanstack/react-query';
import { initialsOf } from '../../lib/initials';
import styles from './Header.module.css';

/** The user's picture, or the initials of up to two words of the name. A picture that fails to load is cleared. */
export function Avatar({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const clearBrokenPicture = () =>
    queryClient.setQueryData<User | null>(queryKeys.user, (current) => current && { ...current, url_slike: null });

  if (user.url_slike) {
    return (
      <img className={styles.avatar} src={user.url_slike} alt="" width={32} height={32} onError={clearBrokenPicture} />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar-initials">
      {initialsOf(user.korisnicko_ime)}
    </span>
  );
}
