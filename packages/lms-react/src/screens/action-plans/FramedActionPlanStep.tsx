import { useEffect, useRef } from 'react';
import { mountActionPlanFrame } from '../../frame/action-plan-frame';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { plansChanged } from '../../store/endpoints/action-plans-api';
import { useLmsDispatch } from '../../store/hooks';
import { useFrameLaunch } from './useFrameLaunch';

// Launches whose student moved along the plan: the library's router mounts the next step's page anew, which then
// takes the focus to its title as the frame does on its own.
const movedAlong = new WeakSet<object>();

/**
 * A step inside a frame on another site, when the library itself is mounted there (a host's own framed page, the
 * stories): the frame drawn without React (frame/), which the host's framed document shows on its own, so there is
 * one framed step to keep. It moves along the plan through the library's router.
 */
export function FramedActionPlanStep({ stepId }: { stepId: string }) {
  const runtime = useLmsRuntime();
  const navigation = useLmsNavigation();
  // Read when the student moves along the plan, so a new adapter object never remounts the frame.
  const navigationRef = useRef(navigation);
  navigationRef.current = navigation;
  const dispatch = useLmsDispatch();
  const launch = useFrameLaunch(stepId);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (element.current === null) return;
    const mounted = mountActionPlanFrame(element.current, {
      stepId,
      launch,
      functions: runtime.backend.functions,
      i18n: runtime.i18n,
      routes: runtime.routes,
      productName: runtime.config.productName,
      openFrameSignIn: runtime.config.openFrameSignIn,
      openStep: (_next, path) => {
        movedAlong.add(launch);
        navigationRef.current.navigate(path);
      },
      focusTitle: movedAlong.has(launch),
      onSaved: () => dispatch(plansChanged()),
    });
    return () => mounted.destroy();
  }, [stepId, launch, runtime, dispatch]);

  return <div ref={element} />;
}
