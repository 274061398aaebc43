// Embedding action-plan steps on other sites: the origin rules and the postMessage bridge (penpal 7) between the
// host page and the framed step.
export { embedOriginSchema } from './embed-origins';
export { normalizeEmbedOrigin, isSecureEmbedOrigin } from './origin-format';
export {
  EMBED_BRIDGE_CHANNEL,
  EMBED_CONNECT_TIMEOUT_MS,
  MAX_FRAME_HEIGHT,
  isStepEvent,
  toFrameHeight,
  toLaunchToken,
  type HostMethods,
  type StepEvent,
} from './bridge-methods';
export {
  StrictWindowMessenger,
  type MessageSourceWindow,
  type MessageTargetWindow,
  type StrictWindowMessengerOptions,
} from './strict-window-messenger';
export {
  connectToFrame,
  type ConnectToFrameOptions,
  type HostBridge,
  type HostBridgeHandlers,
} from './host-bridge';
export { connectToHost, type ConnectToHostOptions, type FrameBridge } from './frame-bridge';
export {
  createFrameLaunch,
  toAuthResult,
  type FrameLaunch,
  type FrameLaunchOptions,
  type FrameLaunchState,
} from './frame-launch';
export {
  FRAME_SESSION_MESSAGE_TYPE,
  FRAME_SIGN_IN_PARAM,
  frameSignInPath,
  isFrameSignInNonce,
  newFrameSignInNonce,
  readFrameSessionMessage,
  type FrameSessionMessage,
} from './frame-sign-in';
export {
  handOffFrameSession,
  hasFrameOpener,
  openFrameSignInPopup,
  type FrameSignInPopupOptions,
  type FrameSignInPopupWindow,
} from './adapters/frame-sign-in-popup';
