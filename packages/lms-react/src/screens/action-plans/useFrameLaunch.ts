import { useEffect } from 'react';
import { systemClock, type FrameLaunch } from '@lms/core';
import { createParentFrameLaunch } from '../../frame/parent-frame-launch';
import type { LmsRuntime } from '../../runtime/create-lms-runtime';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

// One launch per framed document: the bridge and the launch token serve the whole visit, whichever step the
// student moves to with previous/next, and survive React remounting the screen.
const launches = new WeakMap<LmsRuntime, FrameLaunch>();

function launchOf(runtime: LmsRuntime, stepId: string): FrameLaunch {
  let launch = launches.get(runtime);
  if (launch === undefined) {
    launch = createParentFrameLaunch({
      stepId,
      session: runtime.session,
      functions: runtime.backend.functions,
      clock: runtime.config.clock ?? systemClock,
      logger: runtime.logger,
      connectEmbedHost: runtime.config.connectEmbedHost,
    });
    launches.set(runtime, launch);
  }
  return launch;
}

/** The framed step's launch (lms-core), started while the screen is mounted: who is signed in inside the frame. */
export function useFrameLaunch(stepId: string): FrameLaunch {
  const launch = launchOf(useLmsRuntime(), stepId);
  useEffect(() => launch.start(), [launch]);
  return launch;
}
