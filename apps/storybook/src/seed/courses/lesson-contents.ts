// Lesson content in its authored form (quiz answers included), as an admin sends it with addLesson: real text, a
// playable video, a file and quizzes. The video and the file are the short WebM and its captions in
// apps/storybook/public/storybook-assets, which a static Storybook serves without network.
import type { AddLessonInput, LessonKind, QuizAnswer, QuizPolicy } from '@lms/core';

export const DEMO_VIDEO = {
  url: '/storybook-assets/demo-video.webm',
  captionsUrl: '/storybook-assets/demo-video.vtt',
  durationSeconds: 24,
} as const;

/** What a lesson's content depends on: its course (named in the text, linked by slug) and its own title. */
export interface LessonContext {
  courseTitle: string;
  courseSlug: string;
  lessonTitle: string;
  /** A quiz's settings; the contract's defaults when left out. */
  quiz?: QuizPolicy;
}

/** A lesson's kind with its content, one variant per kind. */
type LessonContent = AddLessonInput extends infer Input
  ? Input extends AddLessonInput
    ? Pick<Input, 'kind' | 'content'>
    : never
  : never;

function textContent({ courseTitle, courseSlug, lessonTitle }: LessonContext): LessonContent {
  return {
    kind: 'text',
    content: {
      markdown: [
        `## ${lessonTitle}`,
        '',
        `This lesson of **${courseTitle}** introduces the ideas you will use in the rest of the course.`,
        '',
        '### What you will learn',
        '',
        '- the words people use, and what they mean;',
        '- a simple method you can repeat on your own;',
        '- the mistakes beginners make, and how to avoid them.',
        '',
        '> Take notes as you read: the quiz at the end of the module asks about them.',
        '',
        '```',
        'step 1: read the example',
        'step 2: try it yourself',
        '```',
        '',
        `Read more on [the course page](/courses/${courseSlug}).`,
      ].join('\n'),
    },
  };
}

function videoContent({ lessonTitle }: LessonContext): LessonContent {
  return {
    kind: 'video',
    content: {
      ...DEMO_VIDEO,
      notesMarkdown: `Watch for the three steps of **${lessonTitle.toLowerCase()}**. Demo video made for this Storybook.`,
    },
  };
}

function fileContent({ courseTitle, lessonTitle }: LessonContext): LessonContent {
  return {
    kind: 'file',
    content: {
      // A file the static Storybook really serves (the demo video's captions), so "open" works offline.
      fileUrl: DEMO_VIDEO.captionsUrl,
      fileName: `${lessonTitle} (${courseTitle}).vtt`,
      sizeBytes: 314,
      descriptionMarkdown: 'Print it or fill it in on screen, then keep it with your notes.',
    },
  };
}

function quizContent({ courseTitle, quiz }: LessonContext): LessonContent {
  return {
    kind: 'quiz',
    content: {
      ...quiz,
      passMark: 60,
      questions: [
        {
          id: 'q1',
          prompt: `What is the first step of the method taught in ${courseTitle}?`,
          kind: 'single',
          options: [
            { id: 'a', text: 'Read the example' },
            { id: 'b', text: 'Skip to the end' },
            { id: 'c', text: 'Ask someone else to do it' },
          ],
          correctOptionIds: ['a'],
          explanation: 'You **read the example** first, then try it yourself.',
        },
        {
          id: 'q2',
          prompt: 'Which of these habits help you learn? Pick every right answer.',
          kind: 'multiple',
          options: [
            { id: 'a', text: 'Taking notes' },
            { id: 'b', text: 'Practising a little every day' },
            { id: 'c', text: 'Never checking your work' },
            { id: 'd', text: 'Explaining an idea to someone else' },
          ],
          correctOptionIds: ['a', 'b', 'd'],
          explanation: 'Notes, regular practice and explaining help; never checking your work does not.',
        },
        {
          id: 'q3',
          prompt: 'A lesson is completed when you have passed its quiz.',
          kind: 'single',
          options: [
            { id: 'true', text: 'True' },
            { id: 'false', text: 'False' },
          ],
          correctOptionIds: ['true'],
        },
      ],
    },
  };
}

const CONTENT_OF: Record<LessonKind, (context: LessonContext) => LessonContent> = {
  text: textContent,
  video: videoContent,
  file: fileContent,
  quiz: quizContent,
};

export function lessonContentOf(kind: LessonKind, context: LessonContext): LessonContent {
  return CONTENT_OF[kind](context);
}

/** Every story quiz has the same questions: these answers pass it (3 of 3)... */
export const PASSING_ANSWERS: QuizAnswer[] = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: ['a', 'b', 'd'] },
  { questionId: 'q3', optionIds: ['true'] },
];

/** ...and these fail it (1 of 3, below the pass mark of 60). */
export const FAILING_ANSWERS: QuizAnswer[] = [{ questionId: 'q1', optionIds: ['a'] }];
