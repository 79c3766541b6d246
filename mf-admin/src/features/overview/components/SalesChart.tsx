import type { DailySales } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import shared from '../../../components/AdminSection.module.css';
import styles from './Overview.module.css';

interface SalesChartProps {
  daily: DailySales[];
  from: string;
  to: string;
}

/** `2026-11-23` → `23.11.` on the axis (the year is in the period above). */
const shortDay = (day: string) => formatDate(`${day}T00:00:00.000Z`).slice(0, 6);
const fullDay = (day: string) => formatDate(`${day}T00:00:00.000Z`);

/**
 * Revenue per day as bars (recharts). The drawing is one image with a spoken summary (total and best day); the
 * numbers behind it are in a visually hidden table, for screen readers.
 */
export function SalesChart({ daily, from, to }: SalesChartProps) {
  const { t } = useTranslation();
  const revenue = daily.reduce((sum, day) => sum + day.revenue, 0);
  const orders = daily.reduce((sum, day) => sum + day.orders, 0);
  const best = daily.reduce<DailySales | undefined>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const summary =
    orders > 0 && best
      ? t('admin.overview.chartSummary', {
          from: fullDay(from),
          to: fullDay(to),
          revenue: formatPrice(revenue),
          orders,
          bestDay: fullDay(best.date),
          bestRevenue: formatPrice(best.revenue),
        })
      : t('admin.overview.chartNoSales', { from: fullDay(from), to: fullDay(to) });

  return (
    <figure className={styles.chart}>
      <figcaption>
        <h2>{t('admin.overview.chartTitle')}</h2>
      </figcaption>
      <div role="img" aria-label={summary} className={styles.chartArea} data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={12} />
            <YAxis tickFormatter={(value: number) => String(Math.round(value))} width={56} />
            <Tooltip
              labelFormatter={(label) => fullDay(String(label))}
              formatter={(value) => [formatPrice(Number(value)), t('admin.overview.revenue')]}
            />
            <Bar dataKey="revenue" fill="var(--color-primary, #14213d)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className={shared.visuallyHidden}>
        <caption>{t('admin.overview.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.date')}</th>
            <th scope="col">{t('admin.overview.revenue')}</th>
            <th scope="col">{t('admin.overview.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{fullDay(day.date)}</th>
              <td>{formatPrice(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
