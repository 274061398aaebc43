import { useEffect, useRef } from 'react';
import { consoleLogger, memoryStore } from '@lms/core';
import { startLandingPage, type LandingPage } from '@lms/react/landing';
import { STORY_PRODUCT_NAME, type StoryApp } from './create-story-app';

/**
 * A signed-out visitor's first visit to `/` as the host draws it, without React (@lms/react/landing), over the
 * story's local server (the domain in the page) and in its language. The React around it is Storybook's, not the page's.
 */
export function PlainLandingAtRoot({ app }: { app: StoryApp }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let page: LandingPage | null = null;
    let stopped = false;
    void startLandingPage(element.current!, {
      backend: (getIdToken) => app.server.connect(getIdToken),
      productName: STORY_PRODUCT_NAME,
      defaultLanguage: app.language,
      // Storybook owns the document title; a story leaves nothing in the browser's storage.
      manageDocumentHead: false,
      localStore: memoryStore(),
      sessionStore: memoryStore(),
      logger: consoleLogger,
    }).then((started) => {
      if (stopped) started.destroy();
      else page = started;
    });
    return () => {
      stopped = true;
      page?.destroy();
    };
  }, [app]);
  return <div ref={element} />;
}
