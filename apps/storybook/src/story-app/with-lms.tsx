// The decorator of every story: the lms-react provider over the story's local server (the domain in the page, made
// by the loader), then either the story's route context (screen stories render <AppAtRoute>) or an in-memory
// navigation for a component shown on its own. The story's server closes when the story unmounts.
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '@lms/core';
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite';
import { LmsProvider } from '@lms/react';
import { resolveStoryPlaceholders } from '../seed';
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

/** The story's server, ids and runtime, for play functions: `const { server, ids } = storyApp(context)`. */
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

/**
 * `text` with the seed's placeholders filled in for this story's data set, for what a play function expects:
 * `seeded(context, '/courses/{course:python}')` (syntax in seed/placeholders.ts).
 */
export function seeded(context: Pick<StoryContext, 'loaded'>, text: string): string {
  return resolveStoryPlaceholders(text, storyApp(context).ids);
}

// Mounted stories per app: a docs page shows several stories at once, and a double mount (start, stop, start) must
// not close a server it is about to use, so a server closes only once nothing has shown it for a moment. The grace
// also lets the unmounted app's last requests (a slow story's sign-in still under way) end on an open database.
const CLOSE_GRACE_MS = 5000;
const mounted = new WeakMap<StoryApp, number>();

function ServerLifetime({ app, children }: { app: StoryApp; children: ReactNode }) {
  useEffect(() => {
    mounted.set(app, (mounted.get(app) ?? 0) + 1);
    return () => {
      mounted.set(app, (mounted.get(app) ?? 1) - 1);
      setTimeout(() => {
        if (mounted.get(app) !== 0) return;
        app.server
          .close()
          .catch((error: unknown) => console.error('[lms] closing the story server failed', error));
      }, CLOSE_GRACE_MS);
    };
  }, [app]);
  return children;
}

function toolbarTheme(context: Pick<StoryContext, 'globals'>): ThemeChoice {
  const chosen = context.globals.theme as unknown;
  return THEME_CHOICES.find((choice) => choice === chosen) ?? 'light';
}

/** Applies the toolbar's theme as the profile's choice would, before the story paints. */
function ThemeFromToolbar({ app, theme }: { app: StoryApp; theme: ThemeChoice }) {
  useLayoutEffect(() => app.runtime.theme.set(theme), [app, theme]);
  return null;
}

export const withLms: Decorator = (Story, context) => {
  const app = storyApp(context);
  const { runtime, route } = app;
  const { path = '/' } = (context.parameters.lms ?? {}) as LmsStoryParameters;
  return (
    <ServerLifetime app={app}>
      <ThemeFromToolbar app={app} theme={toolbarTheme(context)} />
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
    </ServerLifetime>
  );
};
