// Support requests in the states support meets: a visitor's new request (with the link mailed to them), a
// student's payment question answered and resolved, another student's urgent problem assigned to the admin with an
// internal note, and one closed. The long set adds enough requests for more than one page of the queue.
import type { SupportCategory, SupportPriority, SupportStatus } from '@lms/core';
import type { SupportKey, UserKey } from '../story-ids';

export interface SupportEvent {
  at: string;
  /** requester: the person who asked writes again; support: the admin answers; note: an internal note. */
  by: 'requester' | 'support' | 'note';
  message: string;
  /** The status support leaves it in (answers only). */
  status?: Exclude<SupportStatus, 'new'>;
}

export interface SupportPlan {
  key: SupportKey;
  /** A story account, or a visitor who is not signed in. */
  requester: UserKey | { name: string; email: string };
  category: SupportCategory;
  subject: string;
  message: string;
  sentAt: string;
  pageUrl?: string;
  priority?: SupportPriority;
  /** Assigned to the admin. */
  assigned?: boolean;
  events?: readonly SupportEvent[];
}

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const STORY_SUPPORT_USER_AGENT = USER_AGENT;

export const DEMO_SUPPORT_PLANS: readonly SupportPlan[] = [
  {
    key: 'answered',
    requester: 'student',
    category: 'payment',
    subject: 'Charged twice for Spreadsheet Analysis',
    message: 'My bank shows two payments of €23.20 on 14 November. Could you refund one of them?',
    sentAt: '2026-11-15T09:12:00.000Z',
    pageUrl: 'http://localhost:6006/student/orders',
    events: [
      {
        at: '2026-11-15T10:02:00.000Z',
        by: 'note',
        message: 'Only one order in the sandbox: probably a card hold.',
      },
      {
        at: '2026-11-15T10:05:00.000Z',
        by: 'support',
        message:
          'We see one paid order. The second amount is a hold by your bank and disappears within a week.',
        status: 'waiting',
      },
      { at: '2026-11-16T08:40:00.000Z', by: 'requester', message: 'It is gone today, thank you!' },
      { at: '2026-11-16T09:00:00.000Z', by: 'support', message: 'Glad to hear it.', status: 'resolved' },
    ],
  },
  {
    key: 'urgent',
    requester: 'otherStudent',
    category: 'technical',
    subject: 'The video lesson stays black',
    message: 'In Python for Beginners, lesson 2 shows a black video with sound only.',
    sentAt: '2026-11-20T16:30:00.000Z',
    pageUrl: 'http://localhost:6006/student/courses/python/view',
    priority: 'urgent',
    assigned: true,
    events: [
      {
        at: '2026-11-20T17:00:00.000Z',
        by: 'note',
        message: 'Reproduced in Firefox 132; checking the encoding.',
      },
    ],
  },
  {
    key: 'visitor',
    requester: { name: 'Vera Visitor', email: 'vera@example.org' },
    category: 'account',
    subject: 'I cannot create an account',
    message: 'The sign-up page says my e-mail address is already in use, but I never signed up.',
    sentAt: '2026-11-21T07:40:00.000Z',
    pageUrl: 'http://localhost:6006/signup',
  },
  {
    key: 'closed',
    requester: 'student',
    category: 'course-content',
    subject: 'Typo in the accessibility quiz',
    message: 'Question 3 says "contarst" instead of "contrast".',
    sentAt: '2026-10-02T12:00:00.000Z',
    events: [
      {
        at: '2026-10-02T13:00:00.000Z',
        by: 'support',
        message: 'Fixed, thank you for telling us.',
        status: 'closed',
      },
    ],
  },
];

/** The long set: 24 more visitors' requests, so the queue has a second page. */
export const LONG_SUPPORT_PLANS: readonly SupportPlan[] = Array.from({ length: 24 }, (_, index) => ({
  key: `long-${index + 1}` as SupportKey,
  requester: { name: `Visitor ${index + 1}`, email: `visitor${index + 1}@example.org` },
  category: (['account', 'payment', 'course-content', 'technical', 'other'] as const)[index % 5] ?? 'other',
  subject: `Question number ${index + 1} about the platform and its courses`,
  message: 'Could you help me with this, please?',
  sentAt: new Date(Date.parse('2026-11-01T08:00:00.000Z') + index * 3_600_000).toISOString(),
}));
