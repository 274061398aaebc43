import { DEMO_VIDEOS, file, multiple, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const spreadsheetAnalysis: DemoCourse = {
  slug: 'data-analysis-with-spreadsheets',
  title: 'Data Analysis with Spreadsheets',
  summary: 'Clean a real data set, summarise it with formulas and pivot tables, and chart what matters.',
  description:
    'Work through a sales data set from raw rows to a one-page summary. Everything works in LibreOffice Calc, ' +
    'Google Sheets or Excel.\n\n**You will learn to**\n\n- tidy data so formulas can trust it\n- use SUMIFS, ' +
    'AVERAGEIFS and lookups\n- build a pivot table\n- choose the right chart',
  category: 'Data',
  level: 'beginner',
  price_cents: 2900,
  currency: 'EUR',
  thumbnail: 'spreadsheet-analysis.svg',
  lockLessonsInOrder: false,
  modules: [
    {
      title: 'Tidy data',
      lessons: [
        text(
          'One row per observation',
          8,
          '# Tidy data\n\nA table is easy to analyse when **each row is one observation** and **each column one ' +
            'variable**. Avoid merged cells, totals inside the data and several values in one cell.',
        ),
        file(
          'Download the practice data',
          2,
          'monthly-sales.csv',
          'text/csv',
          'Monthly units and revenue for two regions. Open it in your spreadsheet program; the first row holds the column names.',
        ),
        quiz('Check: tidy data', 4, [
          single(
            'q1',
            'A cell holds "12 units, 348 EUR". What is the problem?',
            [
              ['a', 'Nothing'],
              ['b', 'Two variables share one cell'],
              ['c', 'The currency is wrong'],
            ],
            'b',
            'Split it into a units column and a revenue column so formulas can use each.',
          ),
        ]),
      ],
    },
    {
      title: 'Summaries and charts',
      lessons: [
        text(
          'Conditional sums',
          12,
          '# SUMIFS\n\n`=SUMIFS(D:D, B:B, "North")` adds the revenue of the North rows. Add more pairs of range and ' +
            'condition to narrow it: `=SUMIFS(D:D, B:B, "North", A:A, "2024-0*")`.',
        ),
        text(
          'Pivot tables',
          14,
          '# Pivot tables\n\nSelect the data, insert a pivot table, put **region** in rows, **month** in columns and ' +
            '**revenue** as a sum in values. You get the whole cross-tabulation without a single formula.',
        ),
        video(
          'Reading a story in numbers',
          10,
          DEMO_VIDEOS.timerClip,
          'After the video, open the monthly sales file of this course, add a column with the running total and ' +
            'chart it as a line: a trend is easier to see than to read in a table.',
        ),
        quiz('Final check', 6, [
          multiple(
            'q1',
            'Which charts suit revenue per month over a year?',
            [
              ['a', 'Line chart'],
              ['b', 'Column chart'],
              ['c', 'Pie chart'],
            ],
            ['a', 'b'],
            'Time series read left to right; a pie chart hides the order of the months.',
          ),
        ]),
      ],
    },
  ],
};
