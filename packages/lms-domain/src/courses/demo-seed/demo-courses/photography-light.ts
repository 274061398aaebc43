import { DEMO_VIDEOS, file, multiple, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const photographyLight: DemoCourse = {
  slug: 'photography-light-and-composition',
  title: 'Photography: Light and Composition',
  summary: 'Take control of exposure, find good light and compose pictures that lead the eye.',
  description:
    'Works with any camera that lets you set aperture, shutter speed and ISO, including most phones in manual ' +
    'mode. Each module ends with a photo assignment.',
  category: 'Creative',
  level: 'intermediate',
  price_cents: 3900,
  currency: 'EUR',
  thumbnail: 'photography-light.svg',
  lockLessonsInOrder: true,
  modules: [
    {
      title: 'Exposure',
      lessons: [
        text(
          'The exposure triangle',
          12,
          '# The exposure triangle\n\n- **Aperture** (f-number) controls how much light enters and how much of the ' +
            'scene is sharp.\n- **Shutter speed** controls how long light enters and whether motion blurs.\n' +
            '- **ISO** amplifies the signal, at the cost of noise.\n\nOpen the aperture one stop and you can halve ' +
            'the shutter time for the same exposure.',
        ),
        file(
          'Exposure settings card',
          4,
          'exposure-settings.md',
          'text/markdown',
          'Equivalent exposures and rules of thumb on one page, to keep on your phone while shooting.',
        ),
        quiz('Check: exposure', 5, [
          single(
            'q1',
            'You go from f/4 to f/5.6 (one stop smaller). How do you keep the same exposure?',
            [
              ['a', 'Halve the shutter time'],
              ['b', 'Double the shutter time'],
              ['c', 'Lower the ISO'],
            ],
            'b',
            'A smaller aperture lets in half the light, so the shutter must stay open twice as long.',
          ),
        ]),
      ],
    },
    {
      title: 'Light',
      lessons: [
        text(
          'Hard and soft light',
          10,
          '# Hard and soft light\n\nA small source (bare sun, flash) gives **hard** light with crisp shadows. A large ' +
            'source (overcast sky, window) gives **soft** light that flatters faces. Size relative to the subject ' +
            'is what counts.',
        ),
        video(
          'Video: reading the light',
          8,
          DEMO_VIDEOS.timerClip,
          'After the video, photograph the same object by a window at five times of day. For each photo, note where ' +
            'the key light comes from, whether it is hard or soft, and what colour it has.',
        ),
      ],
    },
    {
      title: 'Composition',
      lessons: [
        text(
          'Leading the eye',
          10,
          '# Leading the eye\n\nThe eye goes first to the brightest, sharpest and most contrasting part of a picture. ' +
            'Place your subject on a **third**, use lines that lead towards it and remove anything at the edges that ' +
            'competes for attention.',
        ),
        quiz('Final check', 6, [
          multiple(
            'q1',
            'Which draw the eye in a photograph?',
            [
              ['a', 'Bright areas'],
              ['b', 'Sharp detail'],
              ['c', 'Out-of-focus dark corners'],
              ['d', 'Strong contrast'],
            ],
            ['a', 'b', 'd'],
            'Dark, soft areas recede; that is why vignettes help.',
          ),
        ]),
      ],
    },
  ],
};
