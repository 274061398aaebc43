// The surveys area: surveys authored by admins, learners' answers (anonymous ones kept apart from who answered),
// results and survey errors.
import { defineDomainArea } from '../areas/define-area';
import { nameSurveys } from './names';
import { seedDemoSurvey } from './demo-survey';
import { surveyHandlers } from './handlers';
import { surveyPersonalData } from './survey-personal-data';
import { requiredSurveysPending } from './required-pending';
import * as surveys from './migrations/012-surveys';
import * as externalSurveys from './migrations/018-external-surveys';
import * as surveyReminders from './migrations/019-survey-reminders';
import * as surveyRepeats from './migrations/023-survey-repeats';

export const surveysArea = defineDomainArea({
  name: 'surveys',
  names: nameSurveys,
  handlers: surveyHandlers,
  demoSeed: seedDemoSurvey,
  personalData: surveyPersonalData,
  // A course whose lessons are all done completes only once its required surveys are answered (required-surveys.ts).
  holds: {
    'course-completion': (db, subject) => requiredSurveysPending(db, subject.userId, subject.courseId),
  },
  migrations: {
    '012-surveys': surveys,
    '018-external-surveys': externalSurveys,
    '019-survey-reminders': surveyReminders,
    '023-survey-repeats': surveyRepeats,
  },
});
