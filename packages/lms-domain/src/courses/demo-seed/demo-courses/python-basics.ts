import { DEMO_VIDEOS, file, multiple, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const pythonBasics: DemoCourse = {
  slug: 'python-for-absolute-beginners',
  title: 'Python for Absolute Beginners',
  summary: 'Write your first programs: values, decisions, loops and functions, one small step at a time.',
  description:
    'No experience needed. You will install Python, learn how a program runs line by line, and finish by writing a ' +
    'small tool that reads a file and summarises it.\n\n**You will learn to**\n\n- store values in variables\n' +
    '- make decisions with `if`\n- repeat work with loops\n- organise code in functions',
  category: 'Programming',
  level: 'beginner',
  price_cents: 0,
  currency: 'EUR',
  thumbnail: 'python-basics.svg',
  lockLessonsInOrder: true,
  modules: [
    {
      title: 'Getting started',
      lessons: [
        text(
          'What a program is',
          6,
          '# What a program is\n\nA program is a list of instructions the computer follows **in order**, top to ' +
            'bottom. Python reads one line, does it, then moves to the next.\n\n```python\nprint("Hello!")\n' +
            'print("Nice to meet you.")\n```\n\nRun it and you see two lines, in that order. Change the order of the ' +
            'lines and the output changes too.',
        ),
        video(
          'Video: running your first script',
          10,
          DEMO_VIDEOS.timerClip,
          'Save `print("Hello!")` in a file called `hello.py`, open a terminal in the same folder and run ' +
            '`python hello.py`. Pause the video whenever you like: the course remembers where you stopped.',
        ),
        file(
          'Cheat sheet to keep at hand',
          3,
          'python-cheat-sheet.md',
          'text/markdown',
          'One page with the syntax used in this course. Keep it open while you do the exercises.',
        ),
      ],
    },
    {
      title: 'Values and decisions',
      lessons: [
        text(
          'Variables and types',
          12,
          '# Variables and types\n\nA variable is a name for a value:\n\n```python\nage = 42\nname = "Ada"\n```\n\n' +
            'Each value has a **type**: `42` is an `int`, `9.99` a `float`, `"Ada"` a `str`, `True` a `bool`. ' +
            'The type decides what you can do: `2 + 3` is `5`, but `"2" + "3"` is `"23"`.\n\n**Try it:** ask ' +
            'for a name with `input()` and greet the person.',
        ),
        text(
          'Making decisions with if',
          12,
          '# Making decisions\n\n```python\ntemperature = 31\nif temperature > 30:\n    print("Drink water")\n' +
            'else:\n    print("Enjoy the day")\n```\n\nThe indented lines belong to the `if`. Python uses ' +
            '**indentation** (four spaces) instead of braces, so keep it consistent.',
        ),
        quiz('Check: values and decisions', 5, [
          single(
            'q1',
            'What does `print("2" + "3")` show?',
            [
              ['a', '5'],
              ['b', '23'],
              ['c', 'An error'],
            ],
            'b',
            'Both values are strings, and `+` joins strings.',
          ),
          multiple(
            'q2',
            'Which of these are valid Python values of type `bool`?',
            [
              ['a', 'True'],
              ['b', 'false'],
              ['c', 'False'],
              ['d', '"True"'],
            ],
            ['a', 'c'],
            '`True` and `False` are capitalised; `"True"` in quotes is a string.',
          ),
        ]),
      ],
    },
    {
      title: 'Loops and functions',
      lessons: [
        text(
          'Repeating work with for',
          14,
          '# Loops\n\n```python\nfor number in range(1, 4):\n    print(number * number)\n```\n\nprints 1, 4 and ' +
            '9. `range(1, 4)` counts from 1 up to, but not including, 4.',
        ),
        text(
          'Writing your own functions',
          15,
          '# Functions\n\nA function packages steps under a name so you can reuse them:\n\n```python\n' +
            'def average(numbers):\n    return sum(numbers) / len(numbers)\n\nprint(average([3, 4, 5]))  # 4.0\n```',
        ),
        quiz('Final check', 8, [
          single(
            'q1',
            'How many lines does `for i in range(3): print(i)` print?',
            [
              ['a', '2'],
              ['b', '3'],
              ['c', '4'],
            ],
            'b',
            '`range(3)` gives 0, 1 and 2.',
          ),
          single(
            'q2',
            'What does a function give back to its caller?',
            [
              ['a', 'The value after `return`'],
              ['b', 'Whatever it printed last'],
              ['c', 'Always `True`'],
            ],
            'a',
            '`print` only shows text; `return` hands a value back.',
          ),
        ]),
      ],
    },
  ],
};
