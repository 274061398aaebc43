// The course viewer's server data (issue 6): the outline with progress, one lesson, and quiz attempts.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../../store/lms-api';

export const viewerApi = lmsApi.enhanceEndpoints({ addTagTypes: ['LearningProgress'] }).injectEndpoints({
  endpoints: (builder) => ({
    getCourseContent: builder.query<OperationOutput<'getCourseContent'>, OperationInput<'getCourseContent'>>({
      query: (input) => operationCall('getCourseContent', input),
      providesTags: (_result, _error, input) => [{ type: 'LearningProgress', id: input.courseId }],
    }),
    getLesson: builder.query<OperationOutput<'getLesson'>, OperationInput<'getLesson'>>({
      query: (input) => operationCall('getLesson', input),
      providesTags: (_result, _error, input) => [{ type: 'LearningProgress', id: input.courseId }],
    }),
    submitQuizAttempt: builder.mutation<
      OperationOutput<'submitQuizAttempt'>,
      OperationInput<'submitQuizAttempt'>
    >({
      query: (input) => operationCall('submitQuizAttempt', input),
    }),
  }),
});

export const { useGetCourseContentQuery, useGetLessonQuery, useSubmitQuizAttemptMutation } = viewerApi;
