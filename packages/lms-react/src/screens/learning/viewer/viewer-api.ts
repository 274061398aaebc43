// The hooks of the course viewer: the outline with progress, one lesson, and quiz attempts.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { learningCache } from '@lms/core';
import { injectArea } from '../../../store/lms-api';

export const { useGetCourseContentQuery, useGetLessonQuery, useSubmitQuizAttemptMutation } =
  injectArea(learningCache);
