import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { readReportParams, reportSearch, type ReportParams } from './report-params';

/** The report's range and course from the URL, and a way to show another one. */
export function useReportParams() {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, 'admin-reports');
  const params = readReportParams(navigation.location.search);
  const showReport = useCallback(
    (next: ReportParams) => navigation.navigate(`${basePath}${reportSearch(next)}`),
    [navigation, basePath],
  );
  return { params, showReport };
}
