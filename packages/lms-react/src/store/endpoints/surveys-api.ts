// The hooks of answering surveys, shared by the course viewer (its course's surveys) and the survey page.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { lmsApi } from '../lms-api';

export const { useListCourseSurveysQuery, useGetSurveyToAnswerQuery } = lmsApi;
