// RTK Query endpoints of the admin course screens (the coupon and report screens list and read courses too, so
// they live here, not in a screen folder). Every authoring change answers with the whole course, so the
// editor's cached course is replaced by the answer (no refetch) and the list is marked stale.
import type { AdminCourse, OperationInput, OperationName, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['AdminCourseList'] });

/** Operations that answer with the changed course. */
type CourseChange = {
  [N in OperationName]: OperationOutput<N> extends AdminCourse ? N : never;
}[OperationName];

export const adminCoursesApi = api.injectEndpoints({
  endpoints: (builder) => {
    function courseChange<N extends CourseChange>(name: N) {
      return builder.mutation<AdminCourse, OperationInput<N>>({
        query: (input) => operationCall(name, input),
        // The catalogue ('Course') shows published courses: any change may alter it.
        invalidatesTags: ['AdminCourseList', 'Course'],
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(adminCoursesApi.util.upsertQueryData('adminGetCourse', { id: data.id }, data));
          } catch {
            // The caller shows the failure.
          }
        },
      });
    }
    return {
      adminListCourses: builder.query<
        OperationOutput<'adminListCourses'>,
        OperationInput<'adminListCourses'>
      >({
        query: (input) => operationCall('adminListCourses', input),
        providesTags: ['AdminCourseList'],
      }),
      adminGetCourse: builder.query<AdminCourse, OperationInput<'adminGetCourse'>>({
        query: (input) => operationCall('adminGetCourse', input),
      }),
      createCourse: courseChange('createCourse'),
      updateCourse: courseChange('updateCourse'),
      publishCourse: courseChange('publishCourse'),
      unpublishCourse: courseChange('unpublishCourse'),
      duplicateCourse: courseChange('duplicateCourse'),
      archiveCourse: courseChange('archiveCourse'),
      deleteCourse: builder.mutation<OperationOutput<'deleteCourse'>, OperationInput<'deleteCourse'>>({
        query: (input) => operationCall('deleteCourse', input),
        invalidatesTags: ['AdminCourseList', 'Course'],
      }),
      addModule: courseChange('addModule'),
      updateModule: courseChange('updateModule'),
      removeModule: courseChange('removeModule'),
      reorderModules: courseChange('reorderModules'),
      addLesson: courseChange('addLesson'),
      updateLesson: courseChange('updateLesson'),
      removeLesson: courseChange('removeLesson'),
      moveLesson: courseChange('moveLesson'),
      reorderLessons: courseChange('reorderLessons'),
    };
  },
});

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
} = adminCoursesApi;
