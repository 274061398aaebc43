// Active learners, certificates issued and badges awarded per week as bars (recharts, loaded on demand like
// EnrollmentChart). The series differ by more than colour: certificates have a lighter fill with an outline, badges
// a dashed outline, and the legend names each.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityReportWeek } from '@lms/core';
import type { ReportFormat } from './useReportFormat';

export interface ActivityChartProps {
  weeks: readonly ActivityReportWeek[];
  format: ReportFormat;
  label: string;
}

const AXIS_TEXT = { fill: 'var(--lms-color-tertiary)', fontSize: 12 };

export default function ActivityChart({ weeks, format, label }: ActivityChartProps) {
  const { t, i18n } = useTranslation();
  const rightToLeft = i18n.dir(i18n.language) === 'rtl';
  return (
    <div className="lms-admin-reports__chart" role="img" aria-label={label}>
      <BarChart
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
        <Bar
          dataKey="activeLearners"
          name={t('adminReports.activity.activeLearners')}
          fill="var(--lms-color-secondary)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="certificatesIssued"
          name={t('adminReports.activity.certificatesIssued')}
          fill="var(--lms-color-category)"
          fillOpacity={0.6}
          stroke="var(--lms-color-category)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="badgesAwarded"
          name={t('adminReports.activity.badgesAwarded')}
          fill="var(--lms-color-primary)"
          fillOpacity={0.35}
          stroke="var(--lms-color-primary)"
          strokeDasharray="4 2"
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
