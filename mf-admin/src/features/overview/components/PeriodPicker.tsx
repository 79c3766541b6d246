import { DASHBOARD_PRESETS } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import styles from './Overview.module.css';
import { lastDays } from './period';

export interface Period {
  from: string;
  to: string;
}

interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** Presets (7/30/90 days up to today) or any from–to range; the preset in force is pressed. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(value);
  return (
    <fieldset className={styles.period}>
      <legend>{t('admin.overview.period')}</legend>
      <div className={styles.presets}>
        {DASHBOARD_PRESETS.map((days) => {
          const preset = lastDays(days);
          const pressed = preset.from === value.from && preset.to === value.to;
          return (
            <Button
              key={days}
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => {
                setCustom(preset);
                onChange(preset);
              }}
            >
              {t('admin.overview.lastDays', { days })}
            </Button>
          );
        })}
      </div>
      <form
        className={styles.range}
        onSubmit={(event) => {
          event.preventDefault();
          if (custom.from && custom.to) onChange(custom);
        }}
      >
        <label htmlFor={`${id}-from`}>{t('admin.overview.from')}</label>
        <input
          id={`${id}-from`}
          className={shared.dateInput}
          type="date"
          value={custom.from}
          max={custom.to}
          required
          onChange={(event) => setCustom({ ...custom, from: event.target.value })}
        />
        <label htmlFor={`${id}-to`}>{t('admin.overview.to')}</label>
        <input
          id={`${id}-to`}
          className={shared.dateInput}
          type="date"
          value={custom.to}
          min={custom.from}
          required
          onChange={(event) => setCustom({ ...custom, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {t('admin.overview.show')}
        </Button>
      </form>
    </fieldset>
  );
}
