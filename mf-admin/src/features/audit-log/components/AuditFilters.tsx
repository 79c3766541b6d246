import type { AuditLogFilters, AuditLogQuery } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { FilterSelect } from '../../../components/FilterSelect';
import styles from './AuditLog.module.css';

export type AuditFilterValues = Omit<AuditLogQuery, 'page' | 'entityId'>;

interface AuditFiltersProps {
  value: AuditFilterValues;
  options: AuditLogFilters | undefined;
  onChange: (value: AuditFilterValues) => void;
  /** Clears these filters and the record-id search too. */
  onClear: () => void;
}

/** Who, which kind of record, which action and which days; the record id is the section's search box. */
export function AuditFilters({ value, options, onChange, onClear }: AuditFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const asOptions = (values: readonly string[] = []) => values.map((item) => ({ value: item, label: item }));
  return (
    <>
      <FilterSelect
        label={t('admin.audit.who')}
        value={value.userId ? String(value.userId) : ''}
        allLabel={t('admin.audit.allUsers')}
        options={(options?.users ?? []).map((user) => ({ value: String(user.id), label: user.email }))}
        onChange={(userId) => onChange({ ...value, userId: userId ? Number(userId) : undefined })}
      />
      <FilterSelect
        label={t('admin.audit.entity')}
        value={value.entity ?? ''}
        allLabel={t('admin.audit.allEntities')}
        options={asOptions(options?.entities)}
        onChange={(entity) => onChange({ ...value, entity: entity || undefined })}
      />
      <FilterSelect
        label={t('admin.audit.action')}
        value={value.action ?? ''}
        allLabel={t('admin.audit.allActions')}
        options={asOptions(options?.actions)}
        onChange={(action) => onChange({ ...value, action: action || undefined })}
      />
      <div className={styles.dateField}>
        <label htmlFor={`${id}-from`}>{t('admin.audit.from')}</label>
        <input
          id={`${id}-from`}
          className={shared.dateInput}
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
        />
      </div>
      <div className={styles.dateField}>
        <label htmlFor={`${id}-to`}>{t('admin.audit.to')}</label>
        <input
          id={`${id}-to`}
          className={shared.dateInput}
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
        />
      </div>
      <Button variant="secondary" onClick={onClear}>
        {t('admin.audit.clear')}
      </Button>
    </>
  );
}
