// Entry of the host's main document: every page except the landing page's and the action plan's; the server answers
// those page paths with index.html. The React app with its full router (main-app.tsx).
import { startMainApp } from './main-app';

void startMainApp();
