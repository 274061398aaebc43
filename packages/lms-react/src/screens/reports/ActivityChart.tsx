// Active learners, certificates issued and badges awarded per week as bars (loaded on demand like
// EnrollmentChart). The series differ by more than colour: certificates have a lighter fill with an outline, badges
// a dashed outline, and the legend names each. Every colour is a theme colour that stands out on the page (the
// legend writes each name in its series' colour): badges in the page's own colour vanished, legend entry included.
import { useTranslation } from 'react-i18next';
import { Bar } from 'recharts';
import type { ActivityReportWeek } from '@lms/core';
import type { ReportFormat } from './useReportFormat';
import { WeeklyChart } from './WeeklyChart';

export interface ActivityChartProps {
  weeks: readonly ActivityReportWeek[];
  format: ReportFormat;
  label: string;
}

export default function ActivityChart({ weeks, format, label }: ActivityChartProps) {
  const { t } = useTranslation();
  return (
    <WeeklyChart kind="bar" weeks={weeks} format={format} label={label}>
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
        fill="var(--lms-color-tertiary)"
        fillOpacity={0.35}
        stroke="var(--lms-color-tertiary)"
        strokeDasharray="4 2"
        isAnimationActive={false}
      />
    </WeeklyChart>
  );
}
