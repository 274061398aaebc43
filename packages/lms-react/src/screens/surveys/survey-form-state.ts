// The survey editor's state and the contract's input, both ways. Options are edited one per line; dates in the
// browser's local time (datetime-local) and sent as ISO instants.
import type { Survey, SurveyInput, SurveyPlacement, SurveyQuestion } from '@lms/core';

export type QuestionKind = SurveyQuestion['kind'];

export interface QuestionDraft {
  id: string;
  kind: QuestionKind;
  prompt: string;
  required: boolean;
  scale: 5 | 10;
  lowLabel: string;
  highLabel: string;
  /** One option per line. */
  options: string;
}

export interface SurveyDraft {
  title: string;
  intro: string;
  anonymous: boolean;
  placement: SurveyPlacement;
  courseId: string;
  lessonId: string;
  requiredToComplete: boolean;
  repeatable: boolean;
  opensAt: string;
  closesAt: string;
  /** Answered in another tool: its questions are not edited here. */
  external: boolean;
  externalUrl: string;
  questions: QuestionDraft[];
}

let counter = 0;
/** A question id unique within the survey: it keys the answers, so it never changes once made. */
export function newQuestionId(existing: readonly QuestionDraft[]): string {
  let id: string;
  do id = `q${Date.now().toString(36)}${(counter += 1).toString(36)}`;
  while (existing.some((question) => question.id === id));
  return id;
}

export function newQuestion(
  existing: readonly QuestionDraft[],
  kind: QuestionKind = 'rating',
): QuestionDraft {
  return {
    id: newQuestionId(existing),
    kind,
    prompt: '',
    required: false,
    scale: 5,
    lowLabel: '',
    highLabel: '',
    options: '',
  };
}

const localInput = (iso: string | null) => {
  if (iso === null) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function draftOf(survey: Survey | undefined): SurveyDraft {
  if (survey === undefined)
    return {
      title: '',
      intro: '',
      anonymous: false,
      placement: 'course-end',
      courseId: '',
      lessonId: '',
      requiredToComplete: false,
      repeatable: false,
      opensAt: '',
      closesAt: '',
      external: false,
      externalUrl: '',
      questions: [newQuestion([])],
    };
  return {
    title: survey.title,
    intro: survey.intro,
    anonymous: survey.anonymous,
    placement: survey.placement,
    courseId: survey.courseId ?? '',
    lessonId: survey.lessonId ?? '',
    requiredToComplete: survey.requiredToComplete,
    repeatable: survey.repeatable,
    opensAt: localInput(survey.opensAt),
    closesAt: localInput(survey.closesAt),
    external: survey.externalUrl !== null,
    externalUrl: survey.externalUrl ?? '',
    questions: survey.questions.map((question) => ({
      ...newQuestion([]),
      ...question,
      options: 'options' in question ? question.options.join('\n') : '',
    })),
  };
}

function questionInput(draft: QuestionDraft): SurveyQuestion {
  const base = { id: draft.id, prompt: draft.prompt, required: draft.required };
  switch (draft.kind) {
    case 'rating':
      return {
        ...base,
        kind: 'rating',
        scale: draft.scale,
        lowLabel: draft.lowLabel,
        highLabel: draft.highLabel,
      };
    case 'single':
    case 'multiple':
      return {
        ...base,
        kind: draft.kind,
        options: draft.options
          .split('\n')
          .map((option) => option.trim())
          .filter((option) => option !== ''),
      };
    default:
      return { ...base, kind: draft.kind };
  }
}

export function inputOf(draft: SurveyDraft): SurveyInput {
  const instant = (local: string) => (local === '' ? null : new Date(local).toISOString());
  return {
    title: draft.title,
    intro: draft.intro,
    anonymous: draft.anonymous,
    placement: draft.placement,
    courseId: draft.courseId === '' ? null : draft.courseId,
    lessonId: draft.placement === 'after-lesson' && draft.lessonId !== '' ? draft.lessonId : null,
    requiredToComplete: draft.placement !== 'standalone' && draft.requiredToComplete,
    repeatable: draft.repeatable,
    opensAt: instant(draft.opensAt),
    closesAt: instant(draft.closesAt),
    externalUrl: draft.external ? draft.externalUrl : null,
    questions: draft.external ? [] : draft.questions.map(questionInput),
  };
}
