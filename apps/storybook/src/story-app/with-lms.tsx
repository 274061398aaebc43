// The decorator of every story: the lms-react provider over the story's in-memory back end (made by the loader),
// then either the story's route context (screen stories render <AppAtRoute>) or an in-memory navigation for a
// component shown on its own.
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite';
import { LmsProvider } from '@lms/react';
import { createStoryApp, type StoryApp } from './create-story-app';
import { StoryNavigation } from './StoryNavigation';
import { StoryRouteContext } from './story-route';
import { STORY_LANGUAGES, type LmsStoryParameters, type StoryLanguage } from './story-parameters';

function toolbarLanguage(context: Pick<StoryContext, 'globals'>): StoryLanguage {
  const chosen = context.globals.locale as unknown;
  return STORY_LANGUAGES.find((language) => language === chosen) ?? 'en-US';
}

export const lmsLoader: Loader = async (context) => ({
  lms: await createStoryApp((context.parameters.lms ?? {}) as LmsStoryParameters, toolbarLanguage(context)),
});

/** The story's back end and runtime, for play functions: `const { backend } = storyApp(context)`. */
export function storyApp(context: Pick<StoryContext, 'loaded'>): StoryApp {
  return (context.loaded as { lms: StoryApp }).lms;
}

// LmsProvider reads its runtime once; a new loader run (args changed, story reset) must mount a fresh provider.
const runtimeKeys = new WeakMap<object, number>();
let runtimesSeen = 0;
function keyOf(runtime: object): number {
  let key = runtimeKeys.get(runtime);
  if (key === undefined) {
    runtimesSeen += 1;
    key = runtimesSeen;
    runtimeKeys.set(runtime, key);
  }
  return key;
}

export const withLms: Decorator = (Story, context) => {
  const { runtime, route } = storyApp(context);
  const { path = '/' } = (context.parameters.lms ?? {}) as LmsStoryParameters;
  return (
    <LmsProvider key={keyOf(runtime)} runtime={runtime}>
      {route === undefined ? (
        <StoryNavigation initialPath={path}>
          <Story />
        </StoryNavigation>
      ) : (
        <StoryRouteContext value={route}>
          <Story />
        </StoryRouteContext>
      )}
    </LmsProvider>
  );
};
