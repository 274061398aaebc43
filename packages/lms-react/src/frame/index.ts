// `@lms/react/frame`: the action-plan step inside a frame on another site, drawn without React so the framed
// document stays within its budget (docs/performance.md). Its own entry: importing it loads no React.
export {
  startActionPlanFrame,
  type ActionPlanFrameConfig,
  type FrameBackend,
} from './start-action-plan-frame';
export { mountActionPlanFrame, type ActionPlanFrame, type ActionPlanFrameOptions } from './action-plan-frame';
export { detectFramed } from '../runtime/detect-framed';
export type { PlainPageConfig } from '../runtime/create-plain-page-runtime';
