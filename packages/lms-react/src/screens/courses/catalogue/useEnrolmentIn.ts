import type { Enrollment } from '@lms/core';
import { useAuth } from '../../../runtime/useAuth';
import { useListMyEnrollmentsQuery } from '../../../store/lms-api';

/** The caller's enrolment in a course: `undefined` while unknown, `null` when not enrolled. */
export function useEnrolmentIn(courseId: string | undefined): {
  enrollment: Enrollment | null | undefined;
  failed: boolean;
} {
  const uid = useAuth().user?.uid;
  const { data, isError } = useListMyEnrollmentsQuery({ uid: uid ?? '' }, { skip: !uid });
  if (isError) return { enrollment: null, failed: true };
  if (!data || courseId === undefined) return { enrollment: undefined, failed: false };
  return { enrollment: data.find((item) => item.course_id === courseId) ?? null, failed: false };
}
