import { SetApprovalLimitBody } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { FormErrorSummary, TextField, typedAmount, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import { useSetApprovalLimit } from '../api/useSetApprovalLimit';

const valuesOf = (form: HTMLFormElement) => ({ granica: typedAmount(String(new FormData(form).get('granica') ?? '')) });

/** The administrator's approval limit (decision 023): buyers' orders above it wait for an administrator. */
export function ApprovalLimitForm({ limit }: { limit: number | null }) {
  const { t, paths } = useTranslation();
  const errors = useFormErrors(SetApprovalLimitBody, 'approval-limit');
  const save = useSetApprovalLimit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) save.mutate(data.granica);
  }

  return (
    <section className={styles.panel} aria-labelledby="approval-limit-title">
      <h2 id="approval-limit-title">{t('approvals.limitTitle')}</h2>
      <p>{limit === null ? t('approvals.limitNone') : t('approvals.limitIs', { limit: formatPrice(limit) })}</p>
      <form onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate className={styles.form}>
        <TextField
          form={errors}
          field="granica"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={limit === null ? '' : String(limit).replace('.', ',')}
          label={t('approvals.limitField')}
          hint={t('approvals.limitHint')}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={save.isPending}>
            {t('approvals.limitSave')}
          </button>
          <Link to={paths.page('accountApprovals')} className={styles.secondary}>
            {t('approvals.link')}
          </Link>
        </div>
        {save.isSuccess && (
          <p className={styles.success} role="status">
            {t(save.variables === null ? 'approvals.limitCleared' : 'approvals.limitSaved')}
          </p>
        )}
        <FormErrorSummary form={errors} error={save.error?.message} />
      </form>
    </section>
  );
}
