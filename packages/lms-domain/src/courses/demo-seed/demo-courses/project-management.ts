import { DEMO_VIDEOS, file, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const projectManagement: DemoCourse = {
  slug: 'project-management-fundamentals',
  title: 'Project Management Fundamentals',
  summary: 'Plan, run and close a project: goals, scope, schedule, risks and the people who care about them.',
  description:
    'For anyone who has been handed a project without a manual. You will write a one-page charter, plan with ' +
    'milestones and keep stakeholders informed without drowning in meetings.',
  category: 'Business',
  level: 'beginner',
  price_cents: 0,
  currency: 'USD',
  thumbnail: 'project-management.svg',
  lockLessonsInOrder: false,
  modules: [
    {
      title: 'Starting well',
      lessons: [
        text(
          'What makes something a project',
          6,
          '# What makes a project\n\nA project is **temporary** (it ends), **unique** (it makes something new) and ' +
            '**constrained** by time, money and scope. Change one constraint and the others move.',
        ),
        file(
          'Project charter template',
          10,
          'project-charter-template.md',
          'text/markdown',
          'Fill in this one-page charter for a project of your own: why, goal, scope, milestones, stakeholders and risks.',
        ),
        quiz('Check: starting well', 4, [
          single(
            'q1',
            'The deadline moves two weeks earlier. What else must you revisit?',
            [
              ['a', 'Nothing'],
              ['b', 'Scope or resources'],
              ['c', 'Only the budget line for coffee'],
            ],
            'b',
            'Time, cost and scope are linked: less time means less scope or more people.',
          ),
        ]),
      ],
    },
    {
      title: 'Running the project',
      lessons: [
        text(
          'Milestones and the critical path',
          12,
          '# Milestones\n\nA milestone is a checkpoint with no duration: "design approved", "beta shipped". The ' +
            '**critical path** is the longest chain of dependent tasks: any delay on it delays the whole project.',
        ),
        video(
          'Video: planning back from a fixed date',
          10,
          DEMO_VIDEOS.timerClip,
          'When the end date cannot move, plan back from it: list the deliverables, mark which must finish before ' +
            'others can start, and put a buffer before each milestone rather than one at the very end.',
        ),
        text(
          'Risks and how to talk about them',
          10,
          '# Risks\n\nWrite each risk as **cause, event, effect**: "Because the supplier is new, delivery may slip, ' +
            'which would delay testing." Give each an owner and a response: avoid, reduce, transfer or accept.',
        ),
        quiz('Final check', 6, [
          single(
            'q1',
            'A task on the critical path slips by three days. What happens to the end date if nothing else changes?',
            [
              ['a', 'It slips by three days'],
              ['b', 'It stays the same'],
              ['c', 'It slips by one day'],
            ],
            'a',
            'By definition the critical path has no slack.',
          ),
        ]),
      ],
    },
  ],
};
