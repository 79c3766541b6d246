import { ApiError } from '@shop/shared/api-client';
import { type AdminCompanyDetail, AdminCompanyInput, type NamedOption } from '@shop/shared/contracts';
import { FieldError, FormErrorSummary, TextField, typedAmount, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import { EditorForm } from '../../../components/EditorForm';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { useOnRecordSaved } from '../../../components/useOnRecordSaved';
import { useSaveCompany } from '../api/useCompanyWrites';
import styles from './Companies.module.css';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    jib: text('jib'),
    pdvNumber: text('pdvNumber').trim() || null,
    seatAddress: text('seatAddress'),
    deliveryAddresses: text('deliveryAddresses')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    groupId: text('groupId') ? Number(text('groupId')) : null,
    verified: data.get('verified') === 'on',
    approvalLimit: typedAmount(text('approvalLimit')),
  };
};

interface CompanyFormProps {
  company?: AdminCompanyDetail;
  groups: NamedOption[];
  onCreated: (id: number) => void;
  onClose: () => void;
}

/**
 * A company's details and its terms: verification, the customer group whose price lists apply, and the amount above
 * which its buyers' orders wait for the company administrator's approval.
 */
export function CompanyForm({ company, groups, onCreated, onClose }: CompanyFormProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(AdminCompanyInput, `company-${company?.id ?? 'new'}`);
  const save = useSaveCompany();
  const onSaved = useOnRecordSaved('companies', company !== undefined, onCreated);
  const group = errors.fieldProps('groupId');
  const addresses = errors.fieldProps('deliveryAddresses');
  return (
    <EditorForm
      errors={errors}
      valuesOf={valuesOf}
      onValid={(input) => save.mutate({ id: company?.id, input }, { onSuccess: onSaved })}
    >
      <TextField form={errors} field="name" label={t('admin.companies.name')} defaultValue={company?.name} />
      <div className={styles.pair}>
        <TextField
          form={errors}
          field="jib"
          label={t('admin.companies.jib')}
          inputMode="numeric"
          defaultValue={company?.jib}
        />
        <TextField
          form={errors}
          field="pdvNumber"
          label={t('admin.companies.pdvNumber')}
          inputMode="numeric"
          hint={t('admin.companies.pdvHint')}
          defaultValue={company?.pdvNumber ?? ''}
        />
      </div>
      <TextField
        form={errors}
        field="seatAddress"
        label={t('admin.companies.seatAddress')}
        defaultValue={company?.seatAddress}
      />
      <div className={shared.field}>
        <label htmlFor={addresses.id}>{t('admin.companies.deliveryAddresses')}</label>
        <textarea {...addresses} className={styles.textarea} defaultValue={company?.deliveryAddresses.join('\n')} />
        <p className={shared.hint}>{t('admin.companies.deliveryHint')}</p>
        <FieldError form={errors} field="deliveryAddresses" />
      </div>
      <div className={shared.field}>
        <label htmlFor={group.id}>{t('admin.companies.group')}</label>
        <select {...group} defaultValue={company?.groupId ?? ''}>
          <option value="">{t('admin.companies.noGroup')}</option>
          {groups.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="verified" defaultChecked={company?.verified ?? false} />
        {t('admin.companies.verified')}
      </label>
      <p className={shared.hint}>{t('admin.companies.verifiedHint')}</p>
      <TextField
        form={errors}
        field="approvalLimit"
        label={t('admin.companies.approvalLimit')}
        inputMode="decimal"
        hint={t('admin.companies.approvalLimitHint')}
        defaultValue={
          company?.approvalLimit === null || !company ? '' : String(company.approvalLimit).replace('.', ',')
        }
      />
      <SaveAndCloseButtons saving={save.isPending} onClose={onClose} />
      <FormErrorSummary form={errors} error={save.error instanceof ApiError ? save.error.message : undefined} />
    </EditorForm>
  );
}
