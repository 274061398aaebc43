import { describe, expect, it } from 'vitest';
import { planCourseMediaUpload, courseMediaAccept } from './course-media';
import { courseMediaPath, parseStoragePath, storageFileName } from './storage-paths';

describe('storage paths', () => {
  it('reads the area, folder and file name of profile pictures and course media', () => {
    expect(parseStoragePath('profile_pictures/u_1-A/me.png')).toEqual({
      path: 'profile_pictures/u_1-A/me.png',
      area: 'profile_pictures',
      folder: 'u_1-A',
      filename: 'me.png',
    });
    expect(parseStoragePath('course_media/6f1c-22/1700-intro.webm')).toMatchObject({
      area: 'course_media',
      folder: '6f1c-22',
      filename: '1700-intro.webm',
    });
  });

  it.each([
    'profile_pictures/u1',
    'profile_pictures/u1/a/b.png',
    'other/u1/a.png',
    'course_media/../a.png',
    'course_media/c1/..',
    'course_media/c1/.hidden',
    'course_media/c 1/a.png',
    'course_media/c1/a b.png',
    `course_media/c1/${'a'.repeat(201)}`,
    '',
  ])('rejects %j with storage/invalid-argument', (path) => {
    expect(() => parseStoragePath(path)).toThrowError(
      expect.objectContaining({ code: 'storage/invalid-argument' }),
    );
  });

  it('builds safe, time-stamped file names from what people call their files', () => {
    expect(storageFileName('Café Crème.PNG', 1700)).toBe('1700-Cafe-Creme.png');
    expect(storageFileName('??.vtt', 5)).toBe('5-file.vtt');
    expect(storageFileName('README', 5)).toBe('5-README');
    expect(courseMediaPath('c-1', 'Week 1 / intro.webm', 9)).toBe('course_media/c-1/9-Week-1-intro.webm');
    expect(() => parseStoragePath(courseMediaPath('c-1', `${'x'.repeat(500)}.pdf`, 9))).not.toThrow();
  });
});

describe('planning a course-media upload', () => {
  it('gives the path and the type to declare for a file the purpose takes', () => {
    const plan = planCourseMediaUpload(
      'c1',
      'document',
      { name: 'Budget.csv', type: 'application/vnd.ms-excel' },
      42,
    );
    expect(plan.path).toBe('course_media/c1/42-Budget.csv');
    expect(plan.fileType.contentType).toBe('text/csv');
    expect(plan.fileType.disposition).toBe('attachment');
  });

  it('refuses a file the purpose does not take with storage/invalid-format, before anything is sent', () => {
    expect(() =>
      planCourseMediaUpload('c1', 'thumbnail', { name: 'logo.svg', type: 'image/svg+xml' }, 1),
    ).toThrowError(expect.objectContaining({ code: 'storage/invalid-format' }));
    expect(() =>
      planCourseMediaUpload('c1', 'video', { name: 'slides.pdf', type: 'application/pdf' }, 1),
    ).toThrow();
  });

  it('offers each purpose its own kinds of file in the picker', () => {
    expect(courseMediaAccept('video')).toBe('.webm,video/webm,.mp4,.m4v,video/mp4');
    expect(courseMediaAccept('thumbnail')).not.toContain('svg');
    expect(courseMediaAccept('document')).toContain('.pdf');
  });
});
