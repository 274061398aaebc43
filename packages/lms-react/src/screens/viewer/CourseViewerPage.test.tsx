import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/core';
import { renderViewer } from './testing/render-viewer';

const TIMEOUT = 20_000;

function lessonHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

function outline() {
  return screen.getByRole('navigation', { name: 'Course outline' });
}

describe('course viewer: opening and moving between lessons', { timeout: TIMEOUT }, () => {
  it('reopening the course resumes at the lesson the server remembers', async () => {
    renderViewer({ resumeLessonId: 'cheat-sheet' });
    expect(await lessonHeading('Cheat sheet')).toBeInTheDocument();
    expect(within(outline()).getByRole('link', { current: 'page' })).toHaveTextContent('Cheat sheet');
  });

  it('without a resume point, opens the first lesson not completed', async () => {
    renderViewer({ completed: ['welcome'] });
    expect(await lessonHeading('Watch the demo')).toBeInTheDocument();
  });

  it('?lesson= links to one lesson', async () => {
    renderViewer({ resumeLessonId: 'cheat-sheet', search: '?lesson=demo-video' });
    expect(await lessonHeading('Watch the demo')).toBeInTheDocument();
  });

  it('previous and next open the neighbouring lessons across modules and move focus to the lesson heading', async () => {
    const { user } = renderViewer({ search: '?lesson=demo-video' });
    await lessonHeading('Watch the demo');
    await user.click(screen.getByRole('link', { name: 'Next: Cheat sheet' }));
    const heading = await lessonHeading('Cheat sheet');
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Previous: Watch the demo' }));
    expect(await lessonHeading('Watch the demo')).toBeInTheDocument();
  });

  it('Alt+Right and Alt+Left open the next and previous lesson, but not while typing in a field', async () => {
    const { user } = renderViewer({ search: '?lesson=cheat-sheet' });
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
    const { fake, runtime, user } = renderViewer({ search: '?lesson=cheat-sheet' });
    await lessonHeading('Cheat sheet');
    const calls = (runtime.backend as unknown as { calls: { name: string; data: unknown }[] }).calls;
    await waitFor(() =>
      expect(calls).toContainEqual({ name: 'getLesson', data: { courseId: 'c1', lessonId: 'check' } }),
    );
    fake.handlers.getLesson = () => {
      throw new LmsError('functions/unavailable', 'Network down.');
    };
    await user.click(screen.getByRole('link', { name: 'Next: Check yourself' }));
    expect(await screen.findByRole('radio', { name: 'Mercury' })).toBeInTheDocument();
  });

  it('mirrors the shortcuts in right-to-left languages: Alt+Left opens the next lesson', async () => {
    const { user } = renderViewer({ search: '?lesson=cheat-sheet', language: 'ar' });
    await lessonHeading('Cheat sheet');
    await waitFor(() => expect(document.querySelector('.lms-root')).toHaveAttribute('dir', 'rtl'));
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(await lessonHeading('Check yourself')).toBeInTheDocument();
  });
});

describe('course viewer: states', { timeout: TIMEOUT }, () => {
  it('a locked lesson explains that earlier lessons come first, and is not requested', async () => {
    const { fake: _fake, runtime } = renderViewer({ lockInOrder: true, search: '?lesson=check' });
    expect(await lessonHeading('Check yourself')).toBeInTheDocument();
    expect(
      screen.getByText('This lesson opens when you have completed the lessons before it.'),
    ).toBeInTheDocument();
    const calls = (runtime.backend as unknown as { calls: { name: string; data: unknown }[] }).calls;
    expect(calls.some((call) => call.name === 'getLesson')).toBe(false);
    expect(within(outline()).queryByRole('link', { name: /Cheat sheet/ })).toBeNull();
    expect(within(outline()).getByText('Cheat sheet').closest('.lms-viewer-outline__item')).toHaveTextContent(
      'Locked',
    );
  });

  it('someone not enrolled is told so and sent to the course page', async () => {
    renderViewer({ enrolled: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/courses/c1',
    );
  });

  it('a course without lessons says so', async () => {
    renderViewer({ modules: [] });
    expect(await screen.findByRole('heading', { name: 'No lessons yet' })).toBeInTheDocument();
  });
});
