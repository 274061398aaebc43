// What the reports' weekly charts share (recharts: imported only by the charts the report sections load on
// demand, so no other page carries it): the week axis (mirrored right to left), the count axis, grid, tooltip and
// legend, in the theme's colours. Each chart passes its series.
import { Children, isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, CartesianGrid, Legend, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportFormat } from './useReportFormat';

export interface WeeklyChartProps {
  /** Bars (weekly counts side by side) or lines (their trend). */
  kind: 'bar' | 'line';
  weeks: readonly { weekStart: string }[];
  format: ReportFormat;
  /** The chart's text alternative: what it shows, and where the figures are as a table. */
  label: string;
  /** The series: recharts' `Bar`s or `Line`s. */
  children: ReactNode;
}

const AXIS_TEXT = { fill: 'var(--lms-color-tertiary)', fontSize: 12 };

export function WeeklyChart({ kind, weeks, format, label, children }: WeeklyChartProps) {
  const { t, i18n } = useTranslation();
  const rightToLeft = i18n.dir(i18n.language) === 'rtl';
  const Chart = kind === 'bar' ? BarChart : LineChart;
  // The legend lists the series in their own order (the table's columns), not sorted by name as recharts would.
  const order = Children.toArray(children).map((child) =>
    isValidElement<{ dataKey?: unknown }>(child) ? String(child.props.dataKey) : '',
  );
  return (
    // An image to assistive technology: the table alternative carries the numbers, and nothing inside takes focus.
    <div className="lms-admin-reports__chart" role="img" aria-label={label}>
      <Chart
        data={[...weeks]}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
      >
        <CartesianGrid stroke="var(--lms-color-tertiary)" strokeOpacity={0.2} />
        <XAxis
          dataKey="weekStart"
          reversed={rightToLeft}
          tickFormatter={(value: string) => format.shortDay(value)}
          tick={AXIS_TEXT}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          orientation={rightToLeft ? 'right' : 'left'}
          tickFormatter={(value: number) => format.count(value)}
          tick={AXIS_TEXT}
          width={40}
        />
        <Tooltip
          labelFormatter={(value) => t('adminReports.chart.weekOf', { date: format.day(String(value)) })}
          formatter={(value) => format.count(Number(value))}
        />
        <Legend itemSorter={(item) => order.indexOf(String(item.dataKey))} />
        {children}
      </Chart>
    </div>
  );
}
