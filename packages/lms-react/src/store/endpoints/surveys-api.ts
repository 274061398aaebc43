// The hooks of answering surveys, shared by the course viewer (its course's surveys) and the survey page.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { surveysCache } from '@lms/core';
import { injectArea } from '../lms-api';

export const { useListCourseSurveysQuery, useGetSurveyToAnswerQuery } = injectArea(surveysCache);
