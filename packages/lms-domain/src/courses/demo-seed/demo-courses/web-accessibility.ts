import { DEMO_VIDEOS, file, multiple, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const webAccessibility: DemoCourse = {
  slug: 'web-accessibility-in-practice',
  title: 'Web Accessibility in Practice',
  summary:
    'Build pages everyone can use: keyboard, screen readers, contrast, forms and media, checked against WCAG 2.2.',
  description:
    'A hands-on course for front-end developers. Each module fixes a real page and checks it with a keyboard, a ' +
    'screen reader and automated tools.\n\n**You will learn to**\n\n- structure pages with landmarks and headings\n' +
    '- make custom widgets keyboard accessible\n- write forms whose errors everyone understands\n- caption media',
  category: 'Web Development',
  level: 'intermediate',
  price_cents: 4900,
  currency: 'USD',
  thumbnail: 'web-accessibility.svg',
  lockLessonsInOrder: false,
  modules: [
    {
      title: 'Foundations',
      lessons: [
        text(
          'Who accessibility is for',
          8,
          '# Who accessibility is for\n\nAbout one person in six lives with a disability. Add people with a broken ' +
            'arm, bright sunlight on their screen or a slow connection, and accessibility is simply **quality**.\n\n' +
            'WCAG groups its criteria under four principles: perceivable, operable, understandable, robust.',
        ),
        file(
          'The checklist we use in every module',
          3,
          'accessibility-checklist.md',
          'text/markdown',
          'A short checklist organised by the four WCAG principles. Print it or keep it next to your editor.',
        ),
      ],
    },
    {
      title: 'Keyboard and screen readers',
      lessons: [
        text(
          'Focus order and visible focus',
          12,
          '# Keyboard first\n\nUnplug the mouse and press Tab through your page. Every interactive element must be ' +
            'reachable, in reading order, with a **visible focus indicator**. Prefer `<button>` and `<a href>`: ' +
            'they bring keyboard support for free, while a clickable `<div>` brings none.',
        ),
        text(
          'Names, roles and states',
          14,
          '# Names, roles and states\n\nA screen reader announces what an element **is** (role), what it is ' +
            '**called** (name) and how it **is** (state). `<button aria-expanded="false">Menu</button>` says ' +
            '"Menu, button, collapsed".',
        ),
        quiz('Check: keyboard and screen readers', 5, [
          single(
            'q1',
            'Which element needs no extra code to work with the keyboard?',
            [
              ['a', '<div onclick="...">'],
              ['b', '<button>'],
              ['c', '<span role="link">'],
            ],
            'b',
            'Native buttons are focusable and respond to Enter and Space.',
          ),
        ]),
      ],
    },
    {
      title: 'Media and forms',
      lessons: [
        video(
          'Exercise: what would captions need to say?',
          12,
          DEMO_VIDEOS.timerClip,
          'Turn the captions on, then watch again with the sound off. Good captions carry every sound that matters ' +
            '(a cry, a gong, music that turns tense), not only the dialogue.',
        ),
        text(
          'Error messages that help',
          10,
          '# Form errors\n\nAn error message says **what** is wrong and **how** to fix it, sits next to its field, is ' +
            'tied to it with `aria-describedby`, and is announced when it appears.',
        ),
        quiz('Final check', 8, [
          multiple(
            'q1',
            'Which make a form error accessible?',
            [
              ['a', 'Turning the field border red only'],
              ['b', 'Text that says how to fix it'],
              ['c', 'Linking the message with aria-describedby'],
              ['d', 'Clearing what the user typed'],
            ],
            ['b', 'c'],
            "Colour alone is not enough, and clearing the input loses the user's work.",
          ),
        ]),
      ],
    },
  ],
};
