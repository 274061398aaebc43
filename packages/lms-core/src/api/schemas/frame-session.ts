// What exchangeLaunchToken and createFrameSession answer (a frame's session), in zod/mini: the framed step checks the
// session its sign-in popup posts before the classic-zod contract is loaded. embedding.ts gives the contract the
// same shape.
import { identityUserWireSchema, sessionTokensWireSchema } from '../auth-wire';
import { registerEnglishMessages, z } from '../../platform/zod-mini';

registerEnglishMessages();

export const frameSessionResultMiniSchema = z.object({
  session: z.object({ ...sessionTokensWireSchema.shape, user: identityUserWireSchema }),
  stepId: z.string(),
  courseId: z.string(),
});
