import { LmsRouter } from '@lms/react';
import { useStoryRoute } from './story-route';

/**
 * The whole app at the story's route, on an in-memory history: lms-core's guard decides first (a signed-out visitor
 * of /profile lands on /login), then the route's layout and screen render, as a person would see them.
 */
export function AppAtRoute() {
  return <LmsRouter initialEntries={[useStoryRoute()]} />;
}
