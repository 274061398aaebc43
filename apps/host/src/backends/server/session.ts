// The self-hosted server's sign-in and operations, for the landing page and the framed step.
import type { SessionBackend } from '../host-backend';
import { serverSessionBackend } from '../../server-session-backend';

export const sessionBackend: SessionBackend = serverSessionBackend;
