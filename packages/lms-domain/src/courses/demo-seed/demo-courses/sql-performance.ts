import { DEMO_VIDEOS, file, multiple, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const sqlPerformance: DemoCourse = {
  slug: 'sql-query-performance',
  title: 'SQL Query Performance',
  summary: 'Read query plans, design indexes that match your queries and paginate without slowing down.',
  description:
    'For developers who already write SQL. Examples use PostgreSQL; the ideas carry over to other databases.\n\n' +
    '**You will learn to**\n\n- read EXPLAIN ANALYZE output\n- choose composite index column order\n- replace ' +
    'OFFSET with keyset pagination\n- spot N+1 queries',
  category: 'Data',
  level: 'advanced',
  price_cents: 5900,
  currency: 'EUR',
  thumbnail: 'sql-performance.svg',
  lockLessonsInOrder: false,
  modules: [
    {
      title: 'Query plans',
      lessons: [
        text(
          'Reading EXPLAIN ANALYZE',
          15,
          '# Reading a plan\n\nRead the plan **inside out**: the most indented node runs first. Compare `rows` ' +
            '(estimate) with `actual rows`; a large gap means stale statistics or a condition the planner cannot ' +
            'estimate. Look for `Seq Scan` on large tables behind selective filters.',
        ),
        file(
          'Practice queries',
          20,
          'slow-queries.sql',
          'application/sql',
          'A schema and five slow queries. Load it into a scratch database and make each one fast.',
        ),
        quiz('Check: plans', 5, [
          single(
            'q1',
            'Estimated rows 10, actual rows 250,000. What is the most likely cause?',
            [
              ['a', 'The disk is slow'],
              ['b', 'Out-of-date statistics'],
              ['c', 'Too many indexes'],
            ],
            'b',
            'Run ANALYZE; the planner chose its strategy for 10 rows.',
          ),
        ]),
      ],
    },
    {
      title: 'Indexes',
      lessons: [
        text(
          'Composite indexes',
          15,
          '# Column order\n\nAn index on `(status, created_at)` serves `WHERE status = ? ORDER BY created_at` ' +
            'directly: equality columns first, then the sort or range column.',
        ),
        text(
          'Keyset pagination',
          12,
          '# Keyset pagination\n\n`OFFSET 100000` reads and discards 100,000 rows. Remember the last row instead:\n\n' +
            '```sql\nSELECT * FROM orders\nWHERE (created_at, id) < ($1, $2)\nORDER BY created_at DESC, id DESC\nLIMIT 20;\n```',
        ),
        video(
          'Video: a job queue under load',
          10,
          DEMO_VIDEOS.timerClip,
          'A job queue runs the same few queries thousands of times a minute: "take the oldest waiting job", "mark ' +
            'this job done". Write each one down and name the index it needs, such as `(status, created_at)`.',
        ),
        quiz('Final check', 8, [
          multiple(
            'q1',
            'Which queries can use an index on `(customer_id, created_at)`?',
            [
              ['a', 'WHERE customer_id = 7 ORDER BY created_at'],
              ['b', "WHERE created_at > now() - interval '1 day'"],
              ['c', 'WHERE customer_id = 7'],
            ],
            ['a', 'c'],
            'The leading column must be constrained for a B-tree index to be used efficiently.',
          ),
        ]),
      ],
    },
  ],
};
