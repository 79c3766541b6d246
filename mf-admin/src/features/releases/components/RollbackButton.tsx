import { showAlert } from '@shop/shared/alerts';
import type { ReleasePackage } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRollbackRelease } from '../api/useRollbackRelease';

/** Switches the package to this kept release, after a confirmation (it changes what every visitor loads). */
export function RollbackButton({ pkg, label, id }: { pkg: ReleasePackage; label: string; id: string }) {
  const { t } = useTranslation();
  const rollback = useRollbackRelease();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Button variant="secondary" disabled={rollback.isPending} onClick={() => setConfirming(true)}>
        {t('admin.releases.rollBack')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.releases.rollBackTitle', { package: label, id })}
        confirmLabel={t('admin.releases.rollBack')}
        busy={rollback.isPending}
        onConfirm={() =>
          rollback.mutate(
            { paket: pkg, izdanje: id },
            {
              onSuccess: (done) => {
                setConfirming(false);
                showAlert({
                  type: 'success',
                  message: t('admin.releases.rolledBack', { package: label, id: done.na }),
                });
              },
              onError: () => setConfirming(false),
            },
          )
        }
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin.releases.rollBackText')}</p>
      </ConfirmDialog>
    </>
  );
}
