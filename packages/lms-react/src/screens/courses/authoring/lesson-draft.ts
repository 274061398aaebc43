// A lesson as the editor's inputs hold it (numbers as typed text), and the conversions to and from the content the
// contract expects. The contract's schemas judge the converted content, so the editor accepts exactly what the server
// will.
import {
  DEFAULT_QUIZ_POLICY,
  type AdminLesson,
  type LessonKind,
  type QuizAnswerReveal,
  type QuizQuestion,
} from '@lms/core';

export interface QuizOptionDraft {
  id: string;
  text: string;
}

export interface QuizQuestionDraft {
  id: string;
  prompt: string;
  kind: 'single' | 'multiple';
  options: QuizOptionDraft[];
  correctOptionIds: string[];
  explanation: string;
}

export interface LessonDraft {
  title: string;
  kind: LessonKind;
  minutes: string;
  text: { markdown: string };
  /** fileId: an uploaded video kept as it is while the address field stays empty. */
  video: { url: string; fileId: string; durationSeconds: string; captionsUrl: string; notesMarkdown: string };
  file: { fileUrl: string; fileName: string; sizeBytes: string; descriptionMarkdown: string };
  /** attemptsLimit: '' for unlimited. */
  quiz: {
    passMark: string;
    attemptsLimit: string;
    revealAnswers: QuizAnswerReveal;
    questions: QuizQuestionDraft[];
  };
}

let idCounter = 0;
/** Ids for new questions and answers: unique within the lesson, which is all the schema asks. */
export function newDraftId(prefix: string): string {
  idCounter += 1;
  return `${prefix}${Date.now().toString(36)}${idCounter.toString(36)}`;
}

export function emptyQuestion(): QuizQuestionDraft {
  return {
    id: newDraftId('q'),
    prompt: '',
    kind: 'single',
    options: [
      { id: newDraftId('a'), text: '' },
      { id: newDraftId('a'), text: '' },
    ],
    correctOptionIds: [],
    explanation: '',
  };
}

export function emptyDraft(kind: LessonKind = 'text'): LessonDraft {
  return {
    title: '',
    kind,
    minutes: '',
    text: { markdown: '' },
    video: { url: '', fileId: '', durationSeconds: '', captionsUrl: '', notesMarkdown: '' },
    file: { fileUrl: '', fileName: '', sizeBytes: '', descriptionMarkdown: '' },
    quiz: {
      passMark: '70',
      attemptsLimit: '',
      revealAnswers: DEFAULT_QUIZ_POLICY.revealAnswers,
      questions: [emptyQuestion()],
    },
  };
}

function questionDraft(question: QuizQuestion): QuizQuestionDraft {
  return {
    ...question,
    options: question.options.map((option) => ({ ...option })),
    explanation: question.explanation ?? '',
  };
}

export function draftOf(lesson: AdminLesson): LessonDraft {
  const draft = {
    ...emptyDraft(lesson.kind),
    title: lesson.title,
    minutes: lesson.durationMinutes?.toString() ?? '',
  };
  switch (lesson.kind) {
    case 'text':
      return { ...draft, text: { markdown: lesson.content.markdown } };
    case 'video':
      return {
        ...draft,
        video: {
          url: lesson.content.url ?? '',
          fileId: lesson.content.fileId ?? '',
          durationSeconds: String(lesson.content.durationSeconds),
          captionsUrl: lesson.content.captionsUrl ?? '',
          notesMarkdown: lesson.content.notesMarkdown ?? '',
        },
      };
    case 'file':
      return {
        ...draft,
        file: {
          fileUrl: lesson.content.fileUrl,
          fileName: lesson.content.fileName,
          sizeBytes: String(lesson.content.sizeBytes),
          descriptionMarkdown: lesson.content.descriptionMarkdown ?? '',
        },
      };
    case 'quiz':
      return {
        ...draft,
        quiz: {
          passMark: String(lesson.content.passMark),
          attemptsLimit: lesson.content.attemptsLimit?.toString() ?? '',
          revealAnswers: lesson.content.revealAnswers,
          questions: lesson.content.questions.map(questionDraft),
        },
      };
  }
}

/** '' stays out of the object (optional fields), anything else is trimmed. */
function optionalText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** A whole number as typed, NaN when it is not one (the schema then names the field). */
function wholeNumber(value: string): number {
  return /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** The content of the draft's kind, in the contract's shape (not yet checked). */
export function contentOf(draft: LessonDraft): unknown {
  switch (draft.kind) {
    case 'text':
      return { markdown: draft.text.markdown };
    case 'video':
      return {
        ...(draft.video.url.trim() === '' && draft.video.fileId !== ''
          ? { fileId: draft.video.fileId }
          : { url: draft.video.url.trim() }),
        durationSeconds: wholeNumber(draft.video.durationSeconds),
        captionsUrl: optionalText(draft.video.captionsUrl),
        notesMarkdown: optionalText(draft.video.notesMarkdown),
      };
    case 'file':
      return {
        fileUrl: draft.file.fileUrl,
        fileName: draft.file.fileName,
        sizeBytes: wholeNumber(draft.file.sizeBytes),
        descriptionMarkdown: optionalText(draft.file.descriptionMarkdown),
      };
    case 'quiz':
      return {
        passMark: wholeNumber(draft.quiz.passMark),
        attemptsLimit: draft.quiz.attemptsLimit.trim() === '' ? null : wholeNumber(draft.quiz.attemptsLimit),
        revealAnswers: draft.quiz.revealAnswers,
        questions: draft.quiz.questions.map((question) => ({
          id: question.id,
          prompt: question.prompt,
          kind: question.kind,
          options: question.options,
          correctOptionIds: question.correctOptionIds,
          explanation: optionalText(question.explanation),
        })),
      };
  }
}

/** Minutes left empty mean "estimate from the content" (null). */
export function minutesOf(draft: LessonDraft): number | null {
  return draft.minutes.trim() === '' ? null : wholeNumber(draft.minutes);
}
