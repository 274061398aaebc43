// Badges in the demo set. The Accessibility badge (earned by completing the course, valid 24 months) is made before
// the learning journeys, so the student's completion awards it through the domain's own rule. After the journeys an
// admin awards a "Workshop helper" badge by hand to the student and to Lee, and revokes the student's, and a
// "First aid refresher" badge (a PNG picture, valid 3 months) to the student in May, expired by the story clock.
import type { SeededCourse } from '../courses/authoring';
import type { SeedRun, StoryActor } from '../seed-run';
import type { BadgeKey, CourseKey } from '../story-ids';
import type { StoryActors } from '../users';

// A round medal with a star (the badges' images are PNG or SVG data URLs).
const MEDAL =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="#1a4f8b"/>' +
  '<path d="M60 24l10 24 26 2-20 17 6 25-22-14-22 14 6-25-20-17 26-2z" fill="#f2c14e"/></svg>';
const BADGE_IMAGE = `data:image/svg+xml;base64,${btoa(MEDAL)}`;
/** A 32 x 32 PNG medal with a cross: a PNG badge is baked as PNG (and SVG). */
const PNG_BADGE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAABW0lEQVR4AdXBW63EIBRA0X3IqEABJtCAFxJUkOAFDZhAATa4/ZiPZnLKvJpp7lpcTXiDDXnyglGT8CLhCRvy5AujJmFBWLAhT04wahIOCAdsyJMTjZoEhaCwIU8WemxoXPGsjJqEB8IDG/JE0WPjHa54NKMmYUfYsSFPFD02PuGKRzNqEu6EOxvyRNFjQ+OKZ6/HhsYVj2bUJGwMCz02vtVjY8VwoMfGWXpsHDFsbMiTH7MhTzaGixkUPTbO1mNDc+MJVzyvcMWj6bGxYriY4WKGi914oseGxhXPXo+NTxgUrnjO5opHY7iYYTNqEn5s1CRsDAdc8ZzFFc8Rw4Irnm+54lkRdmzIE0WPjU+44tGMmoQ74YENeaLosfEOVzyaUZOwIyhsyJOFHhsaVzwroybhgXDAhjw50ahJUAgLNuTJCUZNwgHhCRvy5AujJmFBeIMNefKCUZPwX/wBQzF3MkzBHa8AAAAASUVORK5CYII=';

export interface SeededBadges {
  completion: string;
  manual: string;
  expiring: string;
}

/** Before the journeys: completing Accessibility earns a badge. */
export async function authorStoryBadges(
  run: SeedRun,
  admin: StoryActor,
  courses: ReadonlyMap<CourseKey, SeededCourse>,
): Promise<SeededBadges | null> {
  const accessibility = courses.get('accessibility');
  if (accessibility === undefined) return null;
  const at = '2026-03-01T09:30:00.000Z';
  const completion = await run.call('createBadge', admin, at, {
    name: 'Accessibility champion',
    description: 'Completed the course Web Accessibility.',
    criteria: 'Complete every lesson of Web Accessibility.',
    image: BADGE_IMAGE,
    rule: { kind: 'course-completed', courseId: accessibility.id },
    active: true,
    validity: { amount: 24, unit: 'months' },
  });
  const manual = await run.call('createBadge', admin, at, {
    name: 'Workshop helper',
    description: 'Helped run a live workshop.',
    criteria: 'Awarded by the workshop organisers.',
    image: BADGE_IMAGE,
    rule: { kind: 'manual' },
    active: true,
  });
  const expiring = await run.call('createBadge', admin, at, {
    name: 'First aid refresher',
    description: 'Took the yearly first aid refresher.',
    criteria: 'Attend the first aid refresher session.',
    image: PNG_BADGE_IMAGE,
    rule: { kind: 'manual' },
    active: true,
    validity: { amount: 3, unit: 'months' },
  });
  return { completion: completion.id, manual: manual.id, expiring: expiring.id };
}

/** After the journeys: the awards by hand, one revoked. */
export async function awardStoryBadges(
  run: SeedRun,
  actors: StoryActors,
  seeded: SeededBadges,
): Promise<Partial<Record<BadgeKey, { id: string; code: string }>>> {
  const { admin, student, otherStudent } = actors;
  const codeOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
  const award = async (learner: string, at: string) =>
    (await run.call('awardBadge', admin, at, { badgeId: seeded.manual, learner })).award;
  const earned = (await run.call('listMyBadges', student, '2026-05-01T09:00:00.000Z', {})).items.find(
    (item) => item.badge.id === seeded.completion,
  );
  const revoked = await award(student.uid, '2026-05-02T09:00:00.000Z');
  await run.call('revokeBadgeAward', admin, '2026-06-10T09:00:00.000Z', {
    awardId: revoked.id,
    reason: 'Awarded to the wrong learner',
  });
  const other = await award(otherStudent.uid, '2026-05-04T09:00:00.000Z');
  // Valid until 3 August 2026: expired at the story clock (November).
  const { award: expired } = await run.call('awardBadge', admin, '2026-05-03T09:00:00.000Z', {
    badgeId: seeded.expiring,
    learner: student.uid,
  });
  const seededOnes: Partial<Record<BadgeKey, { id: string; code: string }>> = {
    revoked: { id: revoked.id, code: codeOf(revoked.publicUrl) },
    other: { id: other.id, code: codeOf(other.publicUrl) },
    expired: { id: expired.id, code: codeOf(expired.publicUrl) },
  };
  if (earned !== undefined) seededOnes.valid = { id: earned.id, code: codeOf(earned.publicUrl) };
  return seededOnes;
}
