// The hooks of the learning loop: the student's courses with progress, recent activity, and enrolment (the
// catalogue's Enrol too). Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts):
// none is written here.
import { learningCache } from '@lms/core';
import { injectArea } from '../lms-api';

export const { useListMyLearningQuery, useListMyRecentActivityQuery, useEnrollInCourseMutation } =
  injectArea(learningCache);
