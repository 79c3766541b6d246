import { DASHBOARD_DEFAULT_DAYS } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import { useState } from 'react';
import type { SectionProps } from '../../panel/sections';
import { useDashboard } from './api/useDashboard';
import { AttentionLists } from './components/AttentionLists';
import { FigureCards } from './components/FigureCards';
import { type Period, PeriodPicker } from './components/PeriodPicker';
import { lastDays } from './components/period';
import { SalesChart } from './components/SalesChart';

/** #Pregled: the sales of a chosen period (default the last 30 days) and what needs attention now. */
export default function OverviewSection(_props: SectionProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => lastDays(DASHBOARD_DEFAULT_DAYS));
  const { data, error, isFetching } = useDashboard(period);

  return (
    <>
      <PeriodPicker value={period} onChange={setPeriod} />
      {error && <p role="alert">{error.message || t('admin.overview.loadFailed')}</p>}
      {!data && !error && <LinesSkeleton />}
      {data && (
        <div aria-busy={isFetching}>
          <h2>
            {t('admin.overview.figures', {
              from: formatDate(`${data.from}T00:00:00.000Z`),
              to: formatDate(`${data.to}T00:00:00.000Z`),
            })}
          </h2>
          <FigureCards dashboard={data} />
          <SalesChart daily={data.daily} from={data.from} to={data.to} />
          <AttentionLists attention={data.attention} />
        </div>
      )}
    </>
  );
}
