import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../../test-support/render-on-domain';
import { callAs } from '../../../test-support/test-server';
import { recordProgress, renderViewer, viewerPlatform } from './testing/render-viewer';

const TIMEOUT = 30_000;

function lessonHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

function outline() {
  return screen.getByRole('navigation', { name: 'Course outline' });
}

describe('course viewer: opening and moving between lessons', { timeout: TIMEOUT }, () => {
  it('reopening the course resumes at the lesson the server remembers', async () => {
    await renderViewer({
      before: async (data) => {
        await recordProgress(data, 'welcome', { event: 'viewed' });
        await recordProgress(data, 'demoVideo', {
          event: 'video-progress',
          positionSeconds: 20,
          watchedPercent: 20,
        });
        await recordProgress(data, 'cheatSheet', { event: 'file-opened' });
      },
    });
    expect(await lessonHeading('Cheat sheet')).toBeInTheDocument();
    expect(within(outline()).getByRole('link', { current: 'page' })).toHaveTextContent('Cheat sheet');
  });

  it('a learner who has opened nothing yet starts at the first lesson', async () => {
    await renderViewer();
    expect(await lessonHeading('Welcome')).toBeInTheDocument();
  });

  it('?lesson= links to one lesson', async () => {
    await renderViewer({
      lesson: 'demoVideo',
      before: (data) => recordProgress(data, 'cheatSheet', { event: 'file-opened' }),
    });
    expect(await lessonHeading('Watch the demo')).toBeInTheDocument();
  });

  it('previous and next open the neighbouring lessons across modules and move focus to the lesson heading', async () => {
    const { user } = await renderViewer({ lesson: 'demoVideo' });
    await lessonHeading('Watch the demo');
    await user.click(screen.getByRole('link', { name: 'Next: Cheat sheet' }));
    const heading = await lessonHeading('Cheat sheet');
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Previous: Watch the demo' }));
    expect(await lessonHeading('Watch the demo')).toBeInTheDocument();
  });

  it('Alt+Right and Alt+Left open the next and previous lesson, but not while typing in a field', async () => {
    const { user } = await renderViewer({ lesson: 'cheatSheet' });
    await lessonHeading('Cheat sheet');
    expect(screen.getByText(/press Alt\+Left arrow or Alt\+Right arrow/)).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(await lessonHeading('Check yourself')).toBeInTheDocument();

    const radio = await screen.findByRole('radio', { name: 'Mercury' });
    radio.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByRole('heading', { level: 2, name: 'Check yourself' })).toBeInTheDocument();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(await lessonHeading('Cheat sheet')).toBeInTheDocument();
  });
});

describe('course viewer: ahead of the learner', { timeout: TIMEOUT }, () => {
  it('fetches the next lesson ahead, so it opens even when the connection drops meanwhile', async () => {
    const { runtime, user, server, course } = await renderViewer({ lesson: 'cheatSheet' });
    await lessonHeading('Cheat sheet');
    // The next lesson is in the client's cache once the prefetch has its answer.
    await waitFor(() =>
      expect(
        Object.values(runtime.store.getState().lmsApi.queries).some(
          (query) =>
            query?.endpointName === 'getLesson' &&
            query.status === 'fulfilled' &&
            (query.originalArgs as { lessonId: string }).lessonId === course.lessons.check,
        ),
      ).toBe(true),
    );
    server.setMode({ kind: 'offline' }, { names: ['getLesson'] });
    await user.click(screen.getByRole('link', { name: 'Next: Check yourself' }));
    expect(await screen.findByRole('radio', { name: 'Mercury' })).toBeInTheDocument();
  });

  it('mirrors the shortcuts in right-to-left languages: Alt+Left opens the next lesson', async () => {
    const { user } = await renderViewer({
      lesson: 'cheatSheet',
      language: 'ar',
      // Sam's own choice, which the app applies once signed in.
      before: (data) =>
        callAs(data.server, data.student, 'updateMyUserDocument', {
          preferences: { language: 'ar', notifications: true },
        }),
    });
    await lessonHeading('Cheat sheet');
    await waitFor(() => expect(document.querySelector('.lms-root')).toHaveAttribute('dir', 'rtl'));
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(await lessonHeading('Check yourself')).toBeInTheDocument();
  });
});

describe('course viewer: states', { timeout: TIMEOUT }, () => {
  it('a locked lesson explains that earlier lessons come first, and is not requested', async () => {
    await renderViewer({
      lockInOrder: true,
      lesson: 'check',
      // Were the lesson asked for, this failure would show instead of the explanation.
      before: (data) =>
        data.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['getLesson'] }),
    });
    expect(await lessonHeading('Check yourself')).toBeInTheDocument();
    expect(
      screen.getByText('This lesson opens when you have completed the lessons before it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(outline()).queryByRole('link', { name: /Cheat sheet/ })).toBeNull();
    expect(within(outline()).getByText('Cheat sheet').closest('.lms-viewer-outline__item')).toHaveTextContent(
      'Locked',
    );
  });

  it('someone not enrolled is told so and sent to the course page', async () => {
    const { course } = await renderViewer({ outsider: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      `/courses/${course.id}`,
    );
  });

  it('a course without lessons says so (an admin previewing a new draft)', async () => {
    const data = await viewerPlatform();
    const draft = await callAs(data.server, data.admin, 'createCourse', {
      title: 'Empty for now',
      summary: 'Soon.',
      description: '',
      category: 'Science',
      level: 'beginner',
      thumbnail: null,
      priceCents: 0,
      currency: 'USD',
      lockLessonsInOrder: false,
    });
    await renderLms({
      server: data.server,
      path: `/student/courses/${draft.id}/view`,
      signedInAs: data.admin,
    });
    expect(await screen.findByRole('heading', { name: 'No lessons yet' })).toBeInTheDocument();
  });
});

describe('course viewer: moments', { timeout: TIMEOUT }, () => {
  const watchedDemo = (data: Parameters<typeof recordProgress>[0]) =>
    recordProgress(data, 'demoVideo', { event: 'video-progress', positionSeconds: 60, watchedPercent: 100 });

  it('finishing the last lesson of a module on this visit says so, once', async () => {
    // The demo watched earlier: opening "Welcome" completes "Getting started".
    await renderViewer({ lesson: 'welcome', before: watchedDemo });
    expect(await screen.findByText('Module complete: Getting started')).toBeInTheDocument();
    expect(screen.getAllByText('Module complete: Getting started')).toHaveLength(1);
  });

  it('a module already complete when the viewer opens is not celebrated again', async () => {
    await renderViewer({
      lesson: 'cheatSheet',
      before: async (data) => {
        await watchedDemo(data);
        await recordProgress(data, 'welcome', { event: 'viewed' });
      },
    });
    // The lesson shown whole: the outline's states and the lesson's have been drawn, and any toast with them.
    expect(await screen.findByRole('link', { name: /Open cheat\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Module complete/)).toBeNull();
  });
});
