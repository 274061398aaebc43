import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test-support/test-server';
import { progressOf, recordProgress, renderViewer } from './testing/render-viewer';

const TIMEOUT = 30_000;

function outlineItem(title: string) {
  const outline = screen.getByRole('navigation', { name: 'Course outline' });
  return within(outline).getByText(title).closest('.lms-viewer-outline__item') as HTMLElement;
}

function stubPlayed(video: HTMLVideoElement, start: number, end: number) {
  Object.defineProperty(video, 'played', {
    configurable: true,
    value: { length: 1, start: () => start, end: () => end },
  });
}

describe('course viewer: each kind of lesson', { timeout: TIMEOUT }, () => {
  it('a text lesson shows its Markdown without the raw HTML, and opening it sends `viewed`, completing it', async () => {
    const { data } = await renderViewer({ lesson: 'welcome' });
    // The author's "#" sits under the lesson's h2.
    expect(await screen.findByRole('heading', { level: 3, name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByText('this').tagName).toBe('STRONG');
    // The tags are dropped; what was between them is harmless text.
    expect(document.querySelector('.lms-viewer-text script')).toBeNull();
    expect(screen.getByText(/alert\(1\)/).tagName).toBe('P');

    await waitFor(() => expect(outlineItem('Welcome')).toHaveTextContent('Completed'));
    await waitFor(async () => expect((await progressOf(data, 'welcome')).lesson.completedAt).not.toBeNull());
    // The summary follows the domain's answer, which may come after the outline's optimistic tick.
    expect(await screen.findByText(/1 of 4 lessons completed/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: /1 of 4 lessons completed/ })).toHaveValue(25),
    );
  });

  it('a video lesson plays with captions, resumes at the saved position and completes once 90 % is played', async () => {
    const { data } = await renderViewer({
      lesson: 'demoVideo',
      before: (seeded) =>
        recordProgress(seeded, 'demoVideo', {
          event: 'video-progress',
          positionSeconds: 42,
          watchedPercent: 42,
        }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Watch the demo' });
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    expect(video).toHaveAttribute('src', '/demo.webm');
    expect(video.querySelector('track')).toHaveAttribute('src', '/demo.vtt');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    expect(screen.getByText(/Resuming at 0:42/)).toBeInTheDocument();

    // Seeking does not count: only the played range (0-95 s of 100 s) does.
    stubPlayed(video, 0, 95);
    video.currentTime = 95;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(outlineItem('Watch the demo')).toHaveTextContent('Completed'));
    expect(await screen.findByText(/Video watched: lesson completed\./)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await progressOf(data, 'demoVideo')).lesson).toMatchObject({
        positionSeconds: 95,
        watchedPercent: 95,
        state: 'completed',
      }),
    );
  });

  it('a video watched only in part reports its share and stays not completed', async () => {
    const { data } = await renderViewer({ lesson: 'demoVideo' });
    await screen.findByRole('heading', { level: 2, name: 'Watch the demo' });
    const video = await waitFor(
      () => document.querySelector('video') ?? Promise.reject(new Error('no video')),
    );
    stubPlayed(video, 0, 30);
    video.currentTime = 30;
    fireEvent(video, new Event('pause'));
    expect(await screen.findByText(/You have watched 30% of this video/)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await progressOf(data, 'demoVideo')).lesson).toMatchObject({
        watchedPercent: 30,
        completedAt: null,
      }),
    );
    await waitFor(() => expect(outlineItem('Watch the demo')).toHaveTextContent('In progress'));
  });

  it('a file lesson offers the file, and opening it sends `file-opened`, completing it', async () => {
    const { data } = await renderViewer({ lesson: 'cheatSheet' });
    const link = await screen.findByRole('link', { name: /Open cheat\.pdf \(2 kB\)/ });
    expect(link).toHaveAttribute('href', '/files/cheat.pdf');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(outlineItem('Cheat sheet')).toHaveTextContent('Completed'));
    await waitFor(async () =>
      expect((await progressOf(data, 'cheatSheet')).lesson.completedAt).not.toBeNull(),
    );
  });

  it('a quiz counts its attempts, hides the right answers until the last one, then shows them', async () => {
    const { user, data } = await renderViewer({ lesson: 'check' });
    // Nothing chosen is not an attempt: the viewer says so and sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one answer before you submit.');
    expect((await progressOf(data, 'check')).lesson).toMatchObject({ attempts: 0 });
    expect(screen.getByText('Attempt 1 of 2.')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Venus' }));
    await user.click(screen.getByRole('checkbox', { name: 'Two' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seven' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByText(/Not passed yet\./)).toHaveTextContent(
      'You scored 50% (1 of 2 questions right).',
    );
    expect(screen.getByText('The right answers are shown after your last attempt.')).toBeInTheDocument();
    expect(screen.queryByText('(right answer)')).not.toBeInTheDocument();
    expect(screen.queryByText('Correct.')).not.toBeInTheDocument();
    expect(await screen.findByText(/Best score: 50% after 1 attempt\./)).toBeInTheDocument();
    await waitFor(() => expect(outlineItem('Check yourself')).toHaveTextContent('Not passed yet'));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Attempt 2 of 2.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mercury' }));
    await user.click(screen.getByRole('checkbox', { name: 'Two' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seven' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(/Passed!/)).toHaveTextContent('You scored 100%');
    // The last attempt: the right answers are shown, and no other attempt is offered.
    const [first, second] = screen.getAllByRole('group');
    expect(within(first!).getByText('Correct.')).toBeInTheDocument();
    expect(within(first!).getByText(/Mercury/)).toHaveTextContent('right answer');
    expect(within(second!).getByText('Correct.')).toBeInTheDocument();
    expect(screen.getByText('No attempts left.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Best score: 100% after 2 attempts\./)).toBeInTheDocument();
    await waitFor(() => expect(outlineItem('Check yourself')).toHaveTextContent('Completed'));
    expect((await progressOf(data, 'check')).lesson).toMatchObject({ bestScorePercent: 100, attempts: 2 });
  });

  it('says so when the last attempt was used elsewhere meanwhile (the server refuses it)', async () => {
    const { user, data } = await renderViewer({ lesson: 'check' });
    expect(await screen.findByText('Attempt 1 of 2.')).toBeInTheDocument();
    // Another tab uses both attempts while this one still shows the form.
    for (let attempt = 0; attempt < 2; attempt++) {
      await callAs(data.server, data.student, 'submitQuizAttempt', {
        courseId: data.course.id,
        lessonId: data.course.lessons.check,
        answers: [{ questionId: 'q1', optionIds: ['b'] }],
      });
    }
    await user.click(screen.getByRole('radio', { name: 'Mercury' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no attempts left at this quiz.');
    expect((await progressOf(data, 'check')).lesson).toMatchObject({ attempts: 2, bestScorePercent: 0 });
  });
});
