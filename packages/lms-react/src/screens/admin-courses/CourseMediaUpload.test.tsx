import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError, type AdminCourse } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { adminCourse, createAuthoringFake, moduleWith, textLesson } from './testing/authoring-fake';
import { createMediaStorageFake } from './testing/media-storage-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };
const DOWNLOAD = 'https://lms.example.test/api/files/download/course_media/c1/';

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

function file(name: string, type: string, bytes = 1234) {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function openEditor(course: AdminCourse = adminCourse()) {
  const fake = createAuthoringFake([course]);
  const media = createMediaStorageFake();
  const view = renderLms({
    path: `/admin/courses?edit=${course.id}`,
    handlers: fake.handlers,
    signedInAs: admin,
    beforeRender: (runtime) => {
      runtime.backend.storage = media.storage;
    },
  });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  await screen.findByRole('heading', { level: 1, name: course.title });
  return { media, callsOf, user: userEvent.setup() };
}

async function lessonDialog(user: ReturnType<typeof userEvent.setup>, kind: string) {
  await user.click(screen.getByRole('button', { name: 'Add lesson Basics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a lesson' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), kind);
  return within(dialog);
}

const withModule = () =>
  adminCourse({ lessonCount: 1, modules: [moduleWith('m1', 'Basics', [textLesson('l1', 'Welcome')])] });

describe('Course media uploads in the editor', { timeout: 20_000 }, () => {
  it('uploads a thumbnail into the course media with a progress bar, fills the address and saves it', async () => {
    const { media, user, callsOf } = await openEditor();
    const release = media.hold();
    const details = within(screen.getByRole('region', { name: 'Details' }));

    await user.upload(details.getByLabelText('Upload a picture'), file('Cover Photo.PNG', 'image/png'));
    const bar = await details.findByRole('progressbar', { name: 'Uploading the file' });
    expect(bar).toHaveAttribute('value', '0.5');
    expect(details.getByText('50%')).toBeInTheDocument();
    release();

    const address = details.getByLabelText(/^Picture address/);
    await waitFor(() => expect(valueOf(address)).toMatch(/course_media\/c1\/\d+-Cover-Photo\.png/));
    expect((address as HTMLInputElement).value.startsWith(DOWNLOAD)).toBe(true);
    expect(await details.findByText('“Cover Photo.PNG” is uploaded. Save to use it.')).toBeInTheDocument();
    expect(media.uploads).toEqual([
      {
        path: expect.stringMatching(/^course_media\/c1\/\d+-Cover-Photo\.png$/),
        size: 1234,
        contentType: 'image/png',
      },
    ]);

    await user.click(details.getByRole('button', { name: 'Save details' }));
    expect(await details.findByText('Saved.')).toBeInTheDocument();
    expect(callsOf('updateCourse')).toEqual([
      expect.objectContaining({ patch: { thumbnail: (address as HTMLInputElement).value } }),
    ]);
  });

  it('refuses a file the field does not take before sending anything, with the catalogue sentence', async () => {
    const { media } = await openEditor();
    // "All files" in the picker: the accept list is only a hint to the browser.
    const user = userEvent.setup({ applyAccept: false });
    const details = within(screen.getByRole('region', { name: 'Details' }));
    const input = details.getByLabelText('Upload a picture');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.png'));
    expect(input).toHaveAccessibleDescription('Accepted: .png, .jpg, .jpeg, .gif, .webp');

    await user.upload(input, file('logo.svg', 'image/svg+xml'));
    expect(await details.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/invalid-format']);
    expect(media.uploads).toEqual([]);
    expect(details.getByLabelText(/^Picture address/)).toHaveValue('');
  });

  it("shows the server's refusal (too large) with the catalogue sentence and keeps the address", async () => {
    const { media, user } = await openEditor(adminCourse({ thumbnail: '/assets/demo/old.svg' }));
    media.failNext(
      new LmsError('storage/quota-exceeded', 'The file is 300 MB; files here may be at most 200 MB.'),
    );
    const details = within(screen.getByRole('region', { name: 'Details' }));

    await user.upload(details.getByLabelText('Upload a picture'), file('huge.png', 'image/png'));
    expect(await details.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/quota-exceeded']);
    expect(details.getByLabelText(/^Picture address/)).toHaveValue('/assets/demo/old.svg');
    expect(details.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload on request', async () => {
    const { media, user } = await openEditor();
    const release = media.hold();
    const details = within(screen.getByRole('region', { name: 'Details' }));

    await user.upload(details.getByLabelText('Upload a picture'), file('cover.png', 'image/png'));
    await user.click(await details.findByRole('button', { name: 'Cancel upload' }));
    release();
    expect(await details.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/canceled']);
    expect(media.uploads).toEqual([]);
  });

  it('fills a file lesson from an upload: address, name and size, declared by its extension', async () => {
    const { media, user, callsOf } = await openEditor(withModule());
    const dialog = await lessonDialog(user, 'file');
    await user.type(dialog.getByLabelText('Lesson title'), 'Budget template');

    // Some systems call a CSV file an Excel sheet; it is stored as text/csv, as its name says.
    await user.upload(
      dialog.getByLabelText('Upload a file'),
      file('Budget.csv', 'application/vnd.ms-excel', 4321),
    );
    await waitFor(() => expect(valueOf(dialog.getByLabelText('File address'))).toContain(DOWNLOAD));
    expect(dialog.getByLabelText('File name')).toHaveValue('Budget.csv');
    expect(dialog.getByLabelText('Size in bytes')).toHaveValue('4321');
    expect(media.uploads[0]).toMatchObject({ contentType: 'text/csv', size: 4321 });

    await user.click(dialog.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('addLesson')).toEqual([
      expect.objectContaining({
        kind: 'file',
        content: expect.objectContaining({
          fileUrl: expect.stringMatching(/course_media\/c1\/\d+-Budget\.csv\?token=/),
          fileName: 'Budget.csv',
          sizeBytes: 4321,
        }),
      }),
    ]);
  });

  it('fills the video and captions addresses of a video lesson from uploads', async () => {
    const { media, user } = await openEditor(withModule());
    const dialog = await lessonDialog(user, 'video');

    await user.upload(dialog.getByLabelText('Upload a video file'), file('Kneading.webm', 'video/webm'));
    await waitFor(() => expect(valueOf(dialog.getByLabelText('Video address'))).toContain('-Kneading.webm'));
    await user.upload(dialog.getByLabelText('Upload captions (WebVTT)'), file('kneading.en.vtt', ''));
    await waitFor(() =>
      expect(valueOf(dialog.getByLabelText('Captions address (WebVTT)'))).toContain('-kneading-en.vtt'),
    );
    expect(media.uploads.map((upload) => upload.contentType)).toEqual(['video/webm', 'text/vtt']);
    expect(dialog.getByLabelText('Upload a video file')).toHaveAttribute(
      'accept',
      '.webm,video/webm,.mp4,.m4v,video/mp4',
    );
  });
});
