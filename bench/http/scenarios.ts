// What each load sends, as the app's pages send it: callable operations over POST /api/fn/<name> with {data} and a
// Bearer ID token, and the password sign-in of the identity provider. Tokens rotate over many students, and each
// progress event has its own id, so no answer comes from a repeated request.
import {
  BENCH_PASSWORD,
  LESSONS_PER_COURSE,
  certificateCode,
  enrolmentCourse,
  courseId,
  lessonId,
  studentEmail,
  BASE_SIZES,
  type DatasetShape,
} from '../data/dataset-shape';
import { BARE_ROUTE } from './bare-server';
import type { LoadRequest } from './load';

export type ScenarioName =
  | 'bare'
  | 'catalogue'
  | 'course-detail'
  | 'my-enrolments'
  | 'progress-update'
  | 'sign-in'
  | 'certificate-verify';

export interface ScenarioData {
  shape: DatasetShape;
  studentTokens: { student: number; idToken: string }[];
}

const JSON_TYPE = { 'content-type': 'application/json' };
const SORTS = ['newest', 'title', 'price-asc', 'price-desc'] as const;

function callable(
  name: string,
  data: ScenarioData,
  body: (student: number, i: number) => unknown,
): LoadRequest {
  let i = 0;
  return {
    method: 'POST',
    path: `/api/fn/${name}`,
    next() {
      const session = data.studentTokens[i % data.studentTokens.length];
      if (session === undefined) throw new Error('No ID tokens were issued for the load');
      const payload = JSON.stringify({ data: body(session.student, i) });
      i += 1;
      return { headers: { ...JSON_TYPE, authorization: `Bearer ${session.idToken}` }, body: payload };
    },
  };
}

export function scenarioRequest(name: ScenarioName, data: ScenarioData): LoadRequest {
  const { shape } = data;
  switch (name) {
    case 'bare':
      return { method: 'GET', path: BARE_ROUTE, next: () => ({}) };
    case 'catalogue':
      // A signed-in student paging through the first ten pages, in each of the four orders.
      return callable('listCourses', data, (_s, i) => ({
        page: 1 + (i % 10),
        sort: SORTS[i % SORTS.length],
      }));
    case 'course-detail':
      return callable('getCourse', data, (_s, i) => ({ id: courseId((i * 7919) % shape.publishedCount) }));
    case 'my-enrolments':
      return callable('listMyEnrollments', data, () => ({}));
    case 'progress-update': {
      const run = Date.now().toString(36);
      return callable('recordLessonProgress', data, (student, i) => {
        const course = enrolmentCourse(shape, student, i % BASE_SIZES.enrolmentsPerStudent);
        return {
          courseId: courseId(course),
          lessonId: lessonId(course, (i >> 3) % LESSONS_PER_COURSE),
          eventId: `load-${run}-${i}`,
          clientTimestamp: new Date().toISOString(),
          event: 'viewed',
        };
      });
    }
    case 'certificate-verify': {
      // The public verification page's one call, signed out, each time another student's certificate.
      let i = 0;
      return {
        method: 'POST',
        path: '/api/fn/verifyCertificate',
        next() {
          const code = certificateCode((i * 7919) % shape.students);
          i += 1;
          return { headers: JSON_TYPE, body: JSON.stringify({ data: { code } }) };
        },
      };
    }
    case 'sign-in': {
      let i = 0;
      return {
        method: 'POST',
        path: '/api/auth/accounts:signInWithPassword',
        next() {
          // A different account each time (the per-account limit stays at its default).
          const email = studentEmail((i * 7919) % shape.students);
          i += 1;
          return {
            headers: JSON_TYPE,
            body: JSON.stringify({ email, password: BENCH_PASSWORD }),
          };
        },
      };
    }
  }
}
