import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@lms/core';
import { frozenTimersClock, renderLms } from '../../../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  createCourse,
  seededPlatform,
  type TestServerOptions,
} from '../../../test-support/test-server';

/** Intro to testing (no lesson yet, an old picture) and Bread (module Basics with one lesson), both drafts. */
const platform = seededPlatform(async (server) => {
  const admin = await createAccount(server, { admin: true, email: 'admin@example.com' });
  const intro = await createCourse(server, admin, { title: 'Intro to testing', modules: [], publish: false });
  await callAs(server, admin, 'updateCourse', { id: intro.id, patch: { thumbnail: '/assets/demo/old.svg' } });
  const bread = await createCourse(server, admin, {
    title: 'Bread',
    modules: [{ title: 'Basics', lessons: [{ kind: 'text', title: 'Welcome' }] }],
    publish: false,
  });
  return { admin, intro, bread };
});

/** Two progress steps of 300 ms for the 1234-byte files below: the bar can be seen at 50 %. */
const SLOW_UPLOAD: TestServerOptions = { upload: { chunkBytes: 617, stepDelayMs: 300 } };

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

/** A file whose bytes are what its name says (the domain checks them). */
function file(name: string, type: string, bytes = 1234) {
  const extension = name.split('.').pop()!.toLowerCase();
  const data = new Uint8Array(bytes);
  const head =
    extension === 'png'
      ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
      : extension === 'webm'
        ? [0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, ...new TextEncoder().encode('webm')]
        : null;
  if (head) data.set(head);
  else
    data.set(
      new TextEncoder()
        .encode((extension === 'vtt' ? 'WEBVTT\n\n' : '') + 'a,b\n'.repeat(bytes))
        .slice(0, bytes),
    );
  return new File([data], name, { type });
}

async function openEditor(options: { course?: 'intro' | 'bread'; server?: TestServerOptions } = {}) {
  const data = await platform(options.server);
  const course = data[options.course ?? 'intro'];
  const view = await renderLms({
    server: data.server,
    path: `/admin/courses?edit=${course.id}`,
    signedInAs: data.admin,
  });
  await screen.findByRole('heading', { level: 1, name: course.title });
  /** The files the domain keeps for this course. */
  const stored = () =>
    data.server.context.db
      .selectFrom('files')
      .select(['path', 'size', 'content_type'])
      .where('path', 'like', `course_media/${course.id}/%`)
      .execute();
  const courseNow = () => callAs(data.server, data.admin, 'adminGetCourse', { id: course.id });
  return { ...view, ...data, course, stored, courseNow };
}

async function lessonDialog(user: ReturnType<typeof userEvent.setup>, kind: string) {
  await user.click(screen.getByRole('button', { name: 'Add lesson Basics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a lesson' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), kind);
  return within(dialog);
}

describe('Course media uploads in the editor', () => {
  it('uploads a thumbnail into the course media with a progress bar, fills the address and saves it', async () => {
    const { user, stored, courseNow, course, server } = await openEditor({ server: SLOW_UPLOAD });
    const details = within(screen.getByRole('region', { name: 'Details' }));

    await user.upload(details.getByLabelText('Upload a picture'), file('Cover Photo.PNG', 'image/png'));
    const bar = await details.findByRole('progressbar', { name: 'Uploading the file' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));
    expect(details.getByText('50%')).toBeInTheDocument();

    const address = details.getByLabelText(/^Picture address/);
    await waitFor(() =>
      expect(valueOf(address)).toMatch(
        new RegExp(`/api/files/download/course_media/${course.id}/\\d+-Cover-Photo\\.png\\?token=`),
      ),
    );
    expect(await details.findByText('“Cover Photo.PNG” is uploaded. Save to use it.')).toBeInTheDocument();
    expect(await stored()).toEqual([
      {
        path: expect.stringMatching(new RegExp(`^course_media/${course.id}/\\d+-Cover-Photo\\.png$`)),
        size: 1234,
        content_type: 'image/png',
      },
    ]);

    expect((await courseNow()).thumbnail).toBe('/assets/demo/old.svg');
    await user.click(details.getByRole('button', { name: 'Save details' }));
    expect(await details.findByText('Saved.')).toBeInTheDocument();
    expect((await courseNow()).thumbnail).toBe(valueOf(address));
    // The saved address serves the picture, as the catalogue's <img> would load it.
    const served = await server.fetch(valueOf(address), {});
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(1234);
  });

  it('refuses a file the field does not take before sending anything, with the catalogue sentence', async () => {
    const { stored } = await openEditor();
    // "All files" in the picker: the accept list is only a hint to the browser.
    const user = userEvent.setup({ applyAccept: false });
    const details = within(screen.getByRole('region', { name: 'Details' }));
    const input = details.getByLabelText('Upload a picture');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.png'));
    expect(input).toHaveAccessibleDescription('Accepted: .png, .jpg, .jpeg, .gif, .webp');

    await user.upload(input, file('logo.svg', 'image/svg+xml'));
    expect(await details.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/invalid-format']);
    expect(await stored()).toEqual([]);
    expect(details.getByLabelText(/^Picture address/)).toHaveValue('/assets/demo/old.svg');
  });

  it("shows the server's refusal (too large) with the catalogue sentence and keeps the address", async () => {
    // Course media may be at most 1000 bytes on this server; the picture has 1234.
    const { user } = await openEditor({ server: { fileLimits: { maxCourseMediaBytes: 1000 } } });
    const details = within(screen.getByRole('region', { name: 'Details' }));

    await user.upload(details.getByLabelText('Upload a picture'), file('huge.png', 'image/png'));
    expect(await details.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/quota-exceeded']);
    expect(details.getByLabelText(/^Picture address/)).toHaveValue('/assets/demo/old.svg');
    expect(details.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload on request', async () => {
    // The server's timers never fire, so the upload waits before its first chunk until it is canceled: with real
    // timers a busy machine finished it before the click landed.
    const { user, stored } = await openEditor({ server: { ...SLOW_UPLOAD, clock: frozenTimersClock } });
    const details = within(screen.getByRole('region', { name: 'Details' }));

    await user.upload(details.getByLabelText('Upload a picture'), file('cover.png', 'image/png'));
    expect(await details.findByRole('progressbar', { name: 'Uploading the file' })).toHaveAttribute(
      'value',
      '0',
    );
    await user.click(details.getByRole('button', { name: 'Cancel upload' }));
    expect(await details.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/canceled']);
    expect(await stored()).toEqual([]);
  });

  it('fills a file lesson from an upload: address, name and size, declared by its extension', async () => {
    const { user, stored, courseNow } = await openEditor({ course: 'bread' });
    const dialog = await lessonDialog(user, 'file');
    await user.type(dialog.getByLabelText('Lesson title'), 'Budget template');

    // Some systems call a CSV file an Excel sheet; it is stored as text/csv, as its name says.
    await user.upload(
      dialog.getByLabelText('Upload a file'),
      file('Budget.csv', 'application/vnd.ms-excel', 4321),
    );
    await waitFor(() =>
      expect(valueOf(dialog.getByLabelText('File address'))).toMatch(/-Budget\.csv\?token=/),
    );
    expect(dialog.getByLabelText('File name')).toHaveValue('Budget.csv');
    expect(dialog.getByLabelText('Size in bytes')).toHaveValue('4321');
    expect(await stored()).toEqual([
      { path: expect.stringMatching(/-Budget\.csv$/), size: 4321, content_type: 'text/csv' },
    ]);

    await user.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await courseNow()).modules[0]!.lessons.at(-1)).toMatchObject({
      title: 'Budget template',
      kind: 'file',
      content: {
        fileUrl: expect.stringMatching(/-Budget\.csv\?token=/),
        fileName: 'Budget.csv',
        sizeBytes: 4321,
      },
    });
  });

  it('fills the video and captions addresses of a video lesson from uploads', async () => {
    const { user, stored } = await openEditor({ course: 'bread' });
    const dialog = await lessonDialog(user, 'video');

    await user.upload(dialog.getByLabelText('Upload a video file'), file('Kneading.webm', 'video/webm'));
    await waitFor(() => expect(valueOf(dialog.getByLabelText('Video address'))).toContain('-Kneading.webm'));
    await user.upload(dialog.getByLabelText('Upload captions (WebVTT)'), file('kneading.en.vtt', ''));
    await waitFor(() =>
      expect(valueOf(dialog.getByLabelText('Captions address (WebVTT)'))).toContain('-kneading-en.vtt'),
    );
    expect(await stored()).toEqual([
      expect.objectContaining({
        path: expect.stringMatching(/\d+-Kneading\.webm$/),
        content_type: 'video/webm',
      }),
      expect.objectContaining({
        path: expect.stringMatching(/\d+-kneading-en\.vtt$/),
        content_type: 'text/vtt',
      }),
    ]);
    expect(dialog.getByLabelText('Upload a video file')).toHaveAttribute(
      'accept',
      '.webm,video/webm,.mp4,.m4v,video/mp4',
    );
  });
});
