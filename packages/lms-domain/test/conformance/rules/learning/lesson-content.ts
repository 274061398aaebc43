import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import { buildCourse, caller, learners, type BuiltCourse } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeLessonContent = (openHost: OpenConformanceHost) =>
  describe('lesson content for learners', () => {
    let host: ConformanceHost;
    let course: BuiltCourse;
    let uploaded: BuiltCourse;
    let broken: BuiltCourse;

    beforeAll(async () => {
      host = await openHost({});
      await learners(host.ctx.db, 'ann');
      course = await buildCourse(host.ctx.db, {
        slug: 'all-kinds',
        lessons: ['text', 'video', 'file', 'quiz'],
      });
      uploaded = await buildCourse(host.ctx.db, {
        slug: 'uploaded-video',
        lessons: ['video', 'video'],
        content: { video: { fileId: 'profile_pictures/ann/clip.mp4', durationSeconds: 30 } },
      });
      broken = await buildCourse(host.ctx.db, {
        slug: 'broken',
        lessons: ['quiz'],
        content: { quiz: { passMark: 50, questions: [] } },
      });
      await host.ctx.db
        .insertInto('files')
        .values({
          path: 'profile_pictures/ann/clip.mp4',
          owner_uid: 'ann',
          content_type: 'video/mp4',
          size: 10,
          created_at: 0,
          download_token: 'tok en',
        })
        .execute();
      for (const built of [course, uploaded, broken])
        await enrollUser(host.ctx, { userId: 'ann', courseId: built.courseId, source: 'free' });
    });
    afterAll(() => host?.close());

    const lesson = (built: BuiltCourse, index: number) =>
      learningHandlers.getLesson({
        ctx: host.ctx,
        caller: caller('ann'),
        input: { courseId: built.courseId, lessonId: built.lessonIds[index] as string },
      });

    it('gives each kind its content, with neighbours in course order across modules', async () => {
      const text = await lesson(course, 0);
      expect(text).toMatchObject({
        content: { kind: 'text', markdown: '# Welcome\n\nRead me.' },
        previousLessonId: null,
        nextLessonId: course.lessonIds[1],
        progress: { state: 'available', positionSeconds: null, attempts: 0 },
      });
      expect((await lesson(course, 1)).content).toEqual({
        kind: 'video',
        url: 'https://video.example/intro.mp4',
        captionsUrl: '/captions/intro.vtt',
        durationSeconds: 120,
      });
      const file = await lesson(course, 2);
      expect(file.content).toEqual({
        kind: 'file',
        fileUrl: '/assets/demo/files/sheet.pdf',
        fileName: 'sheet.pdf',
        sizeBytes: 2048,
      });
      expect(file).toMatchObject({
        previousLessonId: course.lessonIds[1],
        nextLessonId: course.lessonIds[3],
      });
    });

    it('turns an uploaded video into its tokenised download path', async () => {
      expect((await lesson(uploaded, 0)).content).toMatchObject({
        kind: 'video',
        url: '/api/files/download/profile_pictures/ann/clip.mp4?token=tok%20en',
      });
      await host.ctx.db.deleteFrom('files').execute();
      expect((await lesson(uploaded, 1)).content).toMatchObject({ kind: 'video', url: null });
    });

    it("reports stored content that breaks the lesson-content schema as internal, not as the learner's fault", async () => {
      await expect(lesson(broken, 0)).rejects.toMatchObject({ code: 'functions/internal' });
    });
  });
