import type { AuditEntry } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import styles from './AuditLog.module.css';
import { changedFields } from './changedFields';

/** The entry's before/after as a table of the fields that changed, folded until opened. */
export function ChangeDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changedFields(entry.before, entry.after);
  return (
    <details className={styles.diff}>
      <summary>
        {t('admin.audit.showDiff')} ({changes.length})
      </summary>
      {changes.length === 0 ? (
        <p>{t('admin.audit.noChanges')}</p>
      ) : (
        <table className={styles.diffTable}>
          <caption className={shared.visuallyHidden}>
            {t('admin.audit.diffOf', { entity: entry.entity, id: entry.entityId ?? '' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.field')}</th>
              <th scope="col">{t('admin.audit.before')}</th>
              <th scope="col">{t('admin.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td className={styles.before}>
                  <del>{change.before}</del>
                </td>
                <td className={styles.after}>
                  <ins>{change.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
