// The page around a framed action-plan step, for stories with `framed: true`: it answers the bridge as the embed
// script does for a page without a launch token (a static Storybook has no back end to issue one), and records
// what the frame tells it, so play functions can check ready, heights and completions.
import type { FrameBridge } from '@lms/core';

export const STORY_EMBEDDING_ORIGIN = 'https://school.example';

export interface StoryEmbedHost {
  /** What the frame told the page, in order: `ready <stepId>`, `resize <height>`, `completed <stepId>`. */
  heard: string[];
  connect: (allowedOrigins: readonly string[]) => Promise<FrameBridge>;
}

export function createStoryEmbedHost(): StoryEmbedHost {
  const heard: string[] = [];
  return {
    heard,
    connect: async () => ({
      hostOrigin: STORY_EMBEDDING_ORIGIN,
      ready: async (stepId) => void heard.push(`ready ${stepId}`),
      resize: async (height) => void heard.push(`resize ${height}`),
      stepCompleted: async (stepId) => void heard.push(`completed ${stepId}`),
      getLaunchToken: async () => null,
      destroy: () => undefined,
    }),
  };
}
