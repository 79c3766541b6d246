import type { OrderShipment } from '@shop/shared/contracts';
import { type FormErrors, TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';

/** The parcel's fields in the "poslana" confirmation: courier, tracking number and the optional tracking link. */
export function ShipmentFields({
  form,
  value,
  onChange,
}: {
  form: FormErrors;
  value: OrderShipment;
  onChange: (value: OrderShipment) => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof OrderShipment) => ({
    form,
    field: name,
    value: value[name] ?? '',
    onValue: (text: string) => {
      const next = { ...value, [name]: text };
      onChange(next);
      form.recheck(name, next);
    },
  });
  return (
    <fieldset>
      <legend>{t('admin.orders.shipment')}</legend>
      <p>{t('admin.orders.shipmentHint')}</p>
      <TextField label={t('admin.orders.courier')} autoComplete="off" {...field('courier')} />
      <TextField label={t('admin.orders.trackingNumber')} autoComplete="off" {...field('trackingNumber')} />
      <TextField label={t('admin.orders.trackingUrl')} type="url" inputMode="url" {...field('trackingUrl')} />
    </fieldset>
  );
}
