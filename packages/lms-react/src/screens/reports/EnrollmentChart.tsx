// The weekly figures as a line chart (recharts). Loaded on demand by ReportResults, so only this page carries
// recharts. Colours are the theme's custom properties (both reach 3:1 against the page, WCAG 1.4.11), and the two
// lines differ by more than colour: enrolments are solid, completions dashed (in the legend too).
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { EnrollmentReportWeek } from '@lms/core';
import type { ReportFormat } from './useReportFormat';

export interface EnrollmentChartProps {
  weeks: readonly EnrollmentReportWeek[];
  format: ReportFormat;
  /** The chart's text alternative: what it shows, and where the figures are as a table. */
  label: string;
}

const AXIS_TEXT = { fill: 'var(--lms-color-tertiary)', fontSize: 12 };

export default function EnrollmentChart({ weeks, format, label }: EnrollmentChartProps) {
  const { t, i18n } = useTranslation();
  const rightToLeft = i18n.dir(i18n.language) === 'rtl';
  return (
    // An image to assistive technology: the table alternative carries the numbers, and nothing inside takes focus.
    <div className="lms-admin-reports__chart" role="img" aria-label={label}>
      <LineChart
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
        <Legend />
        <Line
          type="linear"
          dataKey="enrolled"
          name={t('adminReports.series.enrolled')}
          stroke="var(--lms-color-secondary)"
          strokeWidth={2}
          legendType="plainline"
          dot={{ r: 2.5, fill: 'var(--lms-color-secondary)' }}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="completed"
          name={t('adminReports.series.completed')}
          stroke="var(--lms-color-category)"
          strokeWidth={2}
          strokeDasharray="6 4"
          legendType="plainline"
          dot={{ r: 2.5, fill: 'var(--lms-color-category)', strokeDasharray: '' }}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
