// The progress events the course viewer sends, in zod/mini: the offline queue checks them on every page, before
// the classic-zod contract is loaded. learning-progress.ts builds the contract's schema from the same variants.
import { registerEnglishMessages, z } from '../../platform/zod-mini';

registerEnglishMessages();

const id = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

const eventBase = {
  courseId: id(),
  lessonId: id(),
  /** Made by the client once per event; a resent event (offline queue) is recognised and applied once. */
  eventId: z
    .string()
    .check(
      z.minLength(8),
      z.maxLength(128),
      z.regex(/^[A-Za-z0-9._:-]+$/, 'Use letters, digits, ".", "_", ":" or "-"'),
    ),
  /** When it happened on the learner's device; decides which of two devices' positions is newer. */
  clientTimestamp: z.iso.datetime({ offset: true }),
};

/**
 * viewed: the lesson was shown (completes a text lesson; for any kind it becomes the resume lesson);
 * video-progress: where the player is and how much of the video has been played; file-opened: the file was opened.
 */
export const lessonProgressEventVariants = [
  z.strictObject({ ...eventBase, event: z.literal('viewed') }),
  z.strictObject({ ...eventBase, event: z.literal('file-opened') }),
  z.strictObject({
    ...eventBase,
    event: z.literal('video-progress'),
    positionSeconds: z.number().check(z.gte(0), z.lte(86_400)),
    watchedPercent: z.number().check(z.gte(0), z.lte(100)),
  }),
] as const;

/** The same check as the contract's lessonProgressEventSchema, without classic zod. */
export const lessonProgressEventMiniSchema = z.discriminatedUnion('event', lessonProgressEventVariants);
export type LessonProgressEvent = z.output<typeof lessonProgressEventMiniSchema>;
export type LessonProgressEventInput = z.input<typeof lessonProgressEventMiniSchema>;
