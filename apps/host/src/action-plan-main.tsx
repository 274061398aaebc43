// Entry of action-plan.html, the document the server answers /action-plan/{stepId} with: the step, on this site or
// framed by another, without react-router and the main layout's code (docs/performance.md: the frame's budget).
import { LmsLightRouter } from '@lms/react';
import { startHost } from './start-host';

void startHost(<LmsLightRouter routes={['action-plan']} />);
