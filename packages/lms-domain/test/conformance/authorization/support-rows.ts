// Rows of the support area: the contact form and a requester's conversation are public (the mailed link's token or
// the account that sent it is the permission), "My requests" needs a sign-in, the queue is administrators' only.
import type { Caller } from '@lms/domain';
import { createSupportRequest } from '@lms/domain/internal/support/requester-requests';
import { newRequesterLink } from '@lms/domain/internal/support/requester-access';
import { findRequestByReference } from '@lms/domain/internal/support/support-records';
import { D, U, type MatrixArea } from './matrix-types';

const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;
const ANYONE = { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' } as const;
const ITS_REQUESTER = {
  anonymous: 'not-found',
  student: 'allow',
  otherStudent: 'not-found',
  admin: 'not-found',
} as const;

/** Forms opened a minute before the matrix runs, one per call of createSupportRequest (each form sends once). */
const openedForms: string[] = [];

export const supportArea: MatrixArea = {
  area: 'support',
  rows: [
    { operation: 'openSupportForm', situation: 'the contact page', input: () => ({}), expect: ANYONE },
    {
      operation: 'createSupportRequest',
      situation: 'a filled-in form (name and address given)',
      input: () => ({
        formToken: openedForms.shift() ?? 'none-left-xxxxxxxxxxxx',
        name: 'Matrix Visitor',
        email: 'visitor@example.com',
        category: 'technical',
        subject: 'The video does not play',
        message: 'It stays black.',
      }),
      expect: ANYONE,
    },
    {
      operation: 'getSupportRequest',
      situation: "the student's request, without a link",
      input: (f) => ({ reference: f.ids.supportStudentReference }),
      expect: ITS_REQUESTER,
    },
    {
      operation: 'getSupportRequest',
      situation: "a visitor's request with the mailed link",
      input: (f) => ({ reference: f.ids.supportVisitorReference, token: f.ids.supportVisitorToken }),
      expect: ANYONE,
    },
    {
      operation: 'replyToSupportRequest',
      situation: "the student's request, without a link",
      input: (f) => ({ reference: f.ids.supportStudentReference, message: 'Any news?' }),
      expect: ITS_REQUESTER,
    },
    {
      operation: 'replyToSupportRequest',
      situation: "a visitor's request with the mailed link",
      input: (f) => ({
        reference: f.ids.supportVisitorReference,
        token: f.ids.supportVisitorToken,
        message: 'Here is more detail.',
      }),
      expect: ANYONE,
    },
    {
      operation: 'listMySupportRequests',
      situation: 'own requests',
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    { operation: 'adminListSupportRequests', situation: 'the queue', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'adminGetSupportRequest',
      situation: "the student's request",
      input: (f) => ({ requestId: f.ids.supportStudentRequest }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'adminReplyToSupportRequest',
      situation: "an answer to the student's request",
      input: (f) => ({ requestId: f.ids.supportStudentRequest, message: 'Please try again now.' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'updateSupportRequest',
      situation: 'a higher priority',
      input: (f) => ({ requestId: f.ids.supportStudentRequest, priority: 'high' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'listSupportAssignees',
      situation: 'the administrators',
      input: () => ({}),
      expect: ADMIN_ONLY,
    },
  ],
  async setup(ctx, fixture) {
    const student: Caller = {
      uid: fixture.uid.student,
      email: fixture.email.student,
      admin: false,
      authTime: 0,
      provider: 'password',
    };
    const openedAt = ctx.now() - 60_000;
    const form = async () => {
      const token = `matrix-form-${crypto.randomUUID()}`;
      await ctx.db
        .insertInto('support_forms')
        .values({ token, issued_at: openedAt, used_at: null })
        .execute();
      return token;
    };
    openedForms.length = 0;
    for (let i = 0; i < 4; i++) openedForms.push(await form());
    const base = {
      category: 'account' as const,
      subject: 'Cannot sign in',
      message: 'Help',
      attachments: [],
    };
    const mine = await createSupportRequest(ctx, student, { ...base, formToken: await form() }, 'matrix');
    const visitor = await createSupportRequest(
      ctx,
      null,
      { ...base, formToken: await form(), name: 'Visitor', email: 'someone@example.com' },
      'matrix',
    );
    const visitorRow = await findRequestByReference(ctx, visitor.reference);
    const link = new URL(await newRequesterLink(ctx, visitorRow!));
    return {
      supportStudentRequest: mine.id,
      supportStudentReference: mine.reference,
      supportVisitorReference: visitor.reference,
      supportVisitorToken: link.searchParams.get('token') ?? '',
    };
  },
};
