// The hooks of the admin course screens (the coupon and report screens list and read courses too).
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { coursesCache } from '@lms/core';
import { injectArea } from '../lms-api';

export const {
  useAdminListCoursesQuery,
  useAdminGetCourseQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  usePublishCourseMutation,
  useUnpublishCourseMutation,
  useDuplicateCourseMutation,
  useArchiveCourseMutation,
  useDeleteCourseMutation,
  useAddModuleMutation,
  useUpdateModuleMutation,
  useRemoveModuleMutation,
  useReorderModulesMutation,
  useAddLessonMutation,
  useUpdateLessonMutation,
  useRemoveLessonMutation,
  useMoveLessonMutation,
  useReorderLessonsMutation,
} = injectArea(coursesCache);
