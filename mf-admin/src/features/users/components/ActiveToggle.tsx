import { showAlert } from '@shop/shared/alerts';
import type { AdminUser } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSetUserActive } from '../api/useSetUserActive';

/** Deactivate (after a confirmation: it signs the account out everywhere) or reactivate at once. */
export function ActiveToggle({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState(false);
  const active = user.deactivatedAt === null;

  const change = (next: boolean) =>
    setActive.mutate(
      { id: user.id, active: next },
      {
        onSuccess: (changed) => {
          setConfirming(false);
          showAlert({
            type: 'success',
            message: t(next ? 'admin.users.reactivated.done' : 'admin.users.deactivated.done', {
              email: changed.email,
            }),
          });
        },
        onError: () => setConfirming(false),
      },
    );

  if (isSelf) return null;
  return (
    <>
      <Button
        variant="secondary"
        disabled={setActive.isPending}
        onClick={() => (active ? setConfirming(true) : change(true))}
      >
        {active ? t('admin.users.deactivate') : t('admin.users.reactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.users.deactivateTitle', { email: user.email })}
        confirmLabel={t('admin.users.deactivate')}
        busy={setActive.isPending}
        onConfirm={() => change(false)}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin.users.deactivateText')}</p>
      </ConfirmDialog>
    </>
  );
}
