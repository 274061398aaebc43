import { DEMO_VIDEOS, file, quiz, single, text, video, type DemoCourse } from '../demo-lessons';

export const personalFinance: DemoCourse = {
  slug: 'personal-finance-essentials',
  title: 'Personal Finance Essentials',
  summary: 'Budget without spreadsheets fatigue, build an emergency fund and understand compound interest.',
  description:
    'Practical money skills for your first salary or a fresh start. No products are sold or recommended; you ' +
    'learn the principles to judge any offer yourself.',
  category: 'Personal Development',
  level: 'beginner',
  price_cents: 1900,
  currency: 'USD',
  thumbnail: 'personal-finance.svg',
  lockLessonsInOrder: false,
  modules: [
    {
      title: 'Budgeting',
      lessons: [
        text(
          'The 50/30/20 starting point',
          8,
          '# 50/30/20\n\nSplit take-home pay into **50 %** needs, **30 %** wants and **20 %** savings and debt ' +
            'repayment. It is a starting point, not a law: adjust it to your rent and goals, then track whether you ' +
            'stick to it.',
        ),
        file(
          'Budget worksheet',
          10,
          'monthly-budget.csv',
          'text/csv',
          'A month of planned and actual spending in three groups. Compare each group with the 50/30/20 split.',
        ),
        quiz('Check: budgeting', 4, [
          single(
            'q1',
            'Take-home pay is 3,000 USD. What does 50/30/20 suggest for savings and debt repayment?',
            [
              ['a', '300 USD'],
              ['b', '600 USD'],
              ['c', '900 USD'],
            ],
            'b',
            '20 % of 3,000 is 600.',
          ),
        ]),
      ],
    },
    {
      title: 'Saving and growing',
      lessons: [
        text(
          'Emergency funds',
          8,
          '# Emergency fund\n\nKeep three to six months of essential spending in an account you can reach within a ' +
            'day. It turns a broken car from a debt into an inconvenience.',
        ),
        text(
          'Compound interest',
          12,
          '# Compound interest\n\nInterest earns interest. 1,000 at 5 % a year grows to 1,629 after ten years and ' +
            '2,653 after twenty. The rule of 72 estimates doubling time: **72 / rate** years, so about 14 years at 5 %.',
        ),
        video(
          'Video: saving for a goal',
          10,
          DEMO_VIDEOS.timerClip,
          'Give one goal a price and a date, then divide: the result is what to put aside each month. Move it ' +
            'automatically on payday, so the saving happens before the spending.',
        ),
        quiz('Final check', 6, [
          single(
            'q1',
            'By the rule of 72, roughly how long does money take to double at 8 % a year?',
            [
              ['a', '6 years'],
              ['b', '9 years'],
              ['c', '12 years'],
            ],
            'b',
            '72 / 8 = 9.',
          ),
        ]),
      ],
    },
  ],
};
