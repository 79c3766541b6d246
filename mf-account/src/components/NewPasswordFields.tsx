import { loadCommonPasswords } from '@shop/shared/contracts';
import type { FormErrors } from '@shop/shared/forms';
import { TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { useEffect } from 'react';
import styles from './Account.module.css';

/**
 * A new password, typed twice, with its rules told up front. The list of common passwords the shared schema checks
 * against is loaded (its own chunk) when the fields appear, so the form refuses one before it is sent.
 */
export function NewPasswordFields({ form, label }: { form: FormErrors; label: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    void loadCommonPasswords();
  }, []);
  return (
    <>
      <TextField
        form={form}
        field="password"
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <p className={styles.hint}>{t('auth.passwordHint')}</p>
      <TextField
        form={form}
        field="passwordConfirm"
        label={t('auth.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
