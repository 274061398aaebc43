// Entry of the host's main document: every page except the action plan's (see action-plan-main.ts); the server
// answers those page paths with index.html.
import { LmsRouter } from '@lms/react';
import { startHost } from './start-host';

void startHost(<LmsRouter />);
