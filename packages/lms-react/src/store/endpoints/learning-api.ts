// The learning loop's server data (issue 6): the student's courses with progress, recent activity, and enrolment
// (the catalogue's Enrol button as well as the student screens).
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

interface UidState {
  enrollments: { uid: string | null };
}

export const learningApi = lmsApi
  .enhanceEndpoints({ addTagTypes: ['MyLearning', 'LearningProgress'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      listMyLearning: builder.query<OperationOutput<'listMyLearning'>, OperationInput<'listMyLearning'>>({
        query: (input) => operationCall('listMyLearning', input),
        providesTags: ['MyLearning'],
      }),
      listMyRecentActivity: builder.query<
        OperationOutput<'listMyRecentActivity'>,
        OperationInput<'listMyRecentActivity'>
      >({
        query: (input) => operationCall('listMyRecentActivity', input),
        providesTags: ['MyLearning'],
      }),
      enrollInCourse: builder.mutation<OperationOutput<'enrollInCourse'>, OperationInput<'enrollInCourse'>>({
        query: (input) => operationCall('enrollInCourse', input),
        invalidatesTags: (_result, error, input) =>
          error ? [] : ['MyLearning', { type: 'LearningProgress', id: input.courseId }],
        // The enrolments slice feeds guard rule 4 and the progress-cache cleanup: refresh it from the server's
        // answer (it only listens to listMyEnrollments), even when no screen is subscribed to that list.
        async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          const uid = (getState() as unknown as UidState).enrollments.uid;
          if (uid === null) return;
          await dispatch(
            lmsApi.endpoints.listMyEnrollments.initiate({ uid }, { subscribe: false, forceRefetch: true }),
          );
        },
      }),
    }),
  });

export const { useListMyLearningQuery, useListMyRecentActivityQuery, useEnrollInCourseMutation } =
  learningApi;
