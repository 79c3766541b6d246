import { type AdminProforma, adminProformaPdfPath } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Button, buttonClassName } from '@shop/shared/ui';
import { formatDateTime } from '../../../components/formatDateTime';
import { LineItemsTable } from '../../../components/LineItemsTable';
import { RecordDetail } from '../../../components/RecordDetail';
import styles from '../../../components/SalesRecords.module.css';
import { useStaffCan } from '../../../panel/useStaffCan';
import { QuotePanel } from '../../quotes/components/QuotePanel';
import { useAdminProforma, useMarkProformaAnswered } from '../api/useAdminProformas';
import { ProformaReplyForm } from './ProformaReplyForm';

/** The chosen request: the buyer, the lines at the prices of the day, the PDF, and "mark answered". */
export function ProformaDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: proforma, error } = useAdminProforma(id);
  return (
    <RecordDetail
      kind="proforma"
      title={t('admin.proformas.detailTitle', { number: proforma?.number ?? '' })}
      record={proforma}
      error={error}
      onClose={onClose}
    >
      {(proforma) => <ProformaBody proforma={proforma} />}
    </RecordDetail>
  );
}

function ProformaBody({ proforma }: { proforma: AdminProforma }) {
  const { t } = useTranslation();
  const canAnswer = useStaffCan('proformas.manage');
  const mark = useMarkProformaAnswered(proforma.id);
  return (
    <>
      <p>{formatDate(proforma.createdAt)}</p>
      <div className={styles.columns}>
        <section aria-labelledby="proforma-buyer-title">
          <h3 id="proforma-buyer-title">{t('admin.proformas.company')}</h3>
          <address className={styles.address}>
            <span>{proforma.companyName}</span>
            <span>JIB: {proforma.jib}</span>
            <span>{proforma.address}</span>
            <span>
              {proforma.postalCode} {proforma.city}
            </span>
          </address>
        </section>
        <section aria-labelledby="proforma-contact-title">
          <h3 id="proforma-contact-title">{t('admin.proformas.contact')}</h3>
          <address className={styles.address}>
            <span>{proforma.contactPerson}</span>
            <a href={`mailto:${proforma.email}`}>{proforma.email}</a>
            <span>{proforma.phone}</span>
          </address>
        </section>
      </div>

      <LineItemsTable lines={proforma.lines} />
      <p>
        {t('admin.proformas.shipping')}: {formatPrice(proforma.shipping)}
      </p>
      <p>
        <strong>
          {t('admin.sales.total')}: {formatPrice(proforma.total)}
        </strong>{' '}
        <span className={styles.muted}>
          ({t('admin.proformas.vat')} {formatPrice(proforma.vat)})
        </span>
      </p>

      <div className={styles.actions}>
        <a
          className={buttonClassName('secondary')}
          href={adminProformaPdfPath(proforma.id)}
          target="_blank"
          rel="noopener"
        >
          {t('admin.proformas.pdf')}
        </a>
        {proforma.answered ? (
          <span data-testid="proforma-answered">
            {t('admin.proformas.answeredBy', { at: formatDateTime(proforma.answered.at), by: proforma.answered.by })}
          </span>
        ) : (
          canAnswer && (
            <Button disabled={mark.isPending} onClick={() => mark.mutate()}>
              {t('admin.proformas.markAnswered')}
            </Button>
          )
        )}
      </div>
      <QuotePanel proforma={proforma} />
      <ProformaReplyForm proforma={proforma} canReply={canAnswer} />
    </>
  );
}
