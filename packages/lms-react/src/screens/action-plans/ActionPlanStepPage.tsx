import { FRAME_SIGN_IN_PARAM } from '@lms/core';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { ActionPlanOnSite } from './ActionPlanOnSite';
import { FramedActionPlanStep } from './FramedActionPlanStep';
import { FrameSignInHandoff } from './FrameSignInHandoff';

/**
 * /action-plan/:stepId (blank layout), three ways: inside a frame on another site (signed in by the page's launch
 * token or the sign-in popup, talking to the page over the bridge); as that sign-in popup (`?frameSignIn=`); or on
 * our own site, with the whole plan beside the step.
 */
export function ActionPlanStepPage() {
  const stepId = useCurrentRoute().params.stepId ?? '';
  const { framed } = useLmsRuntime();
  const nonce = useSearchParam(FRAME_SIGN_IN_PARAM);
  if (framed) return <FramedActionPlanStep stepId={stepId} />;
  if (nonce !== null) return <FrameSignInHandoff stepId={stepId} nonce={nonce} />;
  return <ActionPlanOnSite stepId={stepId} />;
}
