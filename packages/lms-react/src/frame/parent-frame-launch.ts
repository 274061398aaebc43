// lms-core's frame launch for a document inside an iframe: by default it talks to the page around it
// (window.parent) through the embed bridge; a host or a story may give its own connection instead.
import {
  connectToHost,
  createFrameLaunch,
  type FrameBridge,
  type FrameLaunch,
  type FrameLaunchOptions,
} from '@lms/core';

export type ParentFrameLaunchOptions = Omit<FrameLaunchOptions, 'connectHost'> & {
  /** LmsConfig.connectEmbedHost: replaces the bridge to window.parent (stories, tests). */
  connectEmbedHost?: (allowedOrigins: readonly string[]) => Promise<FrameBridge>;
};

export function createParentFrameLaunch({
  connectEmbedHost,
  ...options
}: ParentFrameLaunchOptions): FrameLaunch {
  return createFrameLaunch({
    ...options,
    connectHost:
      connectEmbedHost ??
      ((allowedOrigins) => connectToHost({ localWindow: window, hostWindow: window.parent, allowedOrigins })),
  });
}
