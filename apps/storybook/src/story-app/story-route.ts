import { createContext, useContext } from 'react';
import { LmsError } from '@lms/core';

/** The path a screen story starts at (parameters.lms.route), given to <AppAtRoute> by the decorator. */
export const StoryRouteContext = createContext<string | null>(null);

export function useStoryRoute(): string {
  const route = useContext(StoryRouteContext);
  if (route === null) {
    throw new LmsError(
      'functions/invalid-argument',
      'A screen story needs parameters.lms.route, e.g. { route: "/login" }',
    );
  }
  return route;
}
