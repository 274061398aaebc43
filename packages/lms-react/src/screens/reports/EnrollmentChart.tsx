// The weekly figures as a line chart. Loaded on demand by ReportResults, so only this page carries recharts.
// Colours are the theme's custom properties (both reach 3:1 against the page, WCAG 1.4.11), and the two lines
// differ by more than colour: enrolments are solid, completions dashed (in the legend too).
import { useTranslation } from 'react-i18next';
import { Line } from 'recharts';
import type { EnrollmentReportWeek } from '@lms/core';
import type { ReportFormat } from './useReportFormat';
import { WeeklyChart } from './WeeklyChart';

export interface EnrollmentChartProps {
  weeks: readonly EnrollmentReportWeek[];
  format: ReportFormat;
  /** The chart's text alternative: what it shows, and where the figures are as a table. */
  label: string;
}

export default function EnrollmentChart({ weeks, format, label }: EnrollmentChartProps) {
  const { t } = useTranslation();
  return (
    <WeeklyChart kind="line" weeks={weeks} format={format} label={label}>
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
    </WeeklyChart>
  );
}
