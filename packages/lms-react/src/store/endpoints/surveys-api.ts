// RTK Query endpoints of answering surveys, shared by the course viewer (its course's surveys) and the survey page.
// Answers themselves go through the runtime's offline answer queue, not through here.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['SurveyToAnswer'] });

export const surveysApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listCourseSurveys: builder.query<
      OperationOutput<'listCourseSurveys'>,
      OperationInput<'listCourseSurveys'>
    >({
      query: (input) => operationCall('listCourseSurveys', input),
      providesTags: ['SurveyToAnswer'],
    }),
    getSurveyToAnswer: builder.query<
      OperationOutput<'getSurveyToAnswer'>,
      OperationInput<'getSurveyToAnswer'>
    >({
      query: (input) => operationCall('getSurveyToAnswer', input),
      providesTags: ['SurveyToAnswer'],
    }),
  }),
});

export const { useListCourseSurveysQuery, useGetSurveyToAnswerQuery } = surveysApi;
