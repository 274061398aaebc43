import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import {
  PRESET_RANGES,
  presetDays,
  reportRequest,
  type RangeIssues,
  type ReportParams,
  type ReportRange,
} from './report-params';
import { ReportCourseChoice } from './ReportCourseChoice';
import { useRangeIssueText } from './useRangeIssueText';

export interface ReportFiltersProps {
  params: ReportParams;
  /** What is wrong with the range in the URL (a mistyped bookmark), shown until the admin fixes it. */
  urlIssues: RangeIssues | undefined;
  now: number;
  onChange: (params: ReportParams) => void;
}

/** The period (a preset or custom dates, checked with the contract's schema) and the course of the report. */
export function ReportFilters({ params, urlIssues, now, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  const issueText = useRangeIssueText();
  const [from, setFrom] = useState(params.from);
  const [to, setTo] = useState(params.to);
  const [issues, setIssues] = useState<RangeIssues | undefined>(undefined);
  // The URL is the truth: back and forward change the fields too.
  useEffect(() => {
    setFrom(params.from);
    setTo(params.to);
    setIssues(undefined);
  }, [params.from, params.to]);
  const shown = issues ?? urlIssues ?? {};

  function chooseRange(range: ReportRange) {
    if (range !== 'custom') return onChange({ ...params, range, from: '', to: '' });
    // Custom starts from the days on screen, so the admin edits a range rather than typing one from nothing.
    const days = params.range === 'custom' ? params : presetDays(params.range, now);
    onChange({ ...params, range, from: days.from, to: days.to });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...params, range: 'custom' as const, from, to };
    const request = reportRequest(next, now);
    if (!request.ok) return setIssues(request.issues);
    setIssues(undefined);
    onChange(next);
  }

  return (
    <div className="lms-admin-reports__filters">
      <SelectField
        label={t('adminReports.range.label')}
        value={params.range}
        options={[
          ...PRESET_RANGES.map((range) => ({ value: range, label: t(`adminReports.range.${range}`) })),
          { value: 'custom', label: t('adminReports.range.custom') },
        ]}
        onChange={(event) => chooseRange(event.target.value as ReportRange)}
      />
      {params.range === 'custom' && (
        <form
          className="lms-admin-reports__custom"
          aria-label={t('adminReports.range.customForm')}
          noValidate
          onSubmit={submit}
        >
          <TextField
            type="date"
            label={t('adminReports.range.from')}
            value={from}
            error={issueText(shown.from, from)}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            type="date"
            label={t('adminReports.range.to')}
            value={to}
            error={issueText(shown.to, to)}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('adminReports.range.apply')}
          </Button>
        </form>
      )}
      <ReportCourseChoice
        courseId={params.courseId}
        onChange={(courseId) => onChange({ ...params, courseId })}
      />
    </div>
  );
}
