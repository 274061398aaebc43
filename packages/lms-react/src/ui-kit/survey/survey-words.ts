// The words of the survey answer form. The form is shared by the course viewer and the survey page, and the kit
// uses only shell messages, so each screen passes a function that looks these keys up in its own area's texts
// (`surveys.answer.<key>`).
export type SurveyWordKey =
  | 'required'
  | 'optional'
  | 'submit'
  | 'pickAll'
  | 'ratingOf'
  | 'fixProblems'
  | 'savedOffline'
  | 'sending'
  | 'thanks'
  | 'alreadyAnswered'
  | 'answerAgain'
  | 'notRecorded'
  | 'anonymousNote'
  | 'namedNote'
  | 'closed'
  | 'notOpen'
  | 'openExternal'
  | 'externalNote'
  | 'problem.required'
  | 'problem.unknown-question'
  | 'problem.rating-range'
  | 'problem.choose-one'
  | 'problem.choose-among'
  | 'problem.choose-once'
  | 'problem.text'
  | 'problem.one-line'
  | 'problem.too-long';

export type SurveyWord = (key: SurveyWordKey, values?: Record<string, string | number>) => string;
