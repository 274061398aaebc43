// How the audit log's screens word an entry: an admin action as a sentence naming what it was about ("disabled the
// account of Bob Martin"), a security event by its name, each in the reader's language; the ids stay on demand.
import type { TFunction } from 'i18next';
import type { AuditEntry, NamedThingKind, OperationName } from '@lms/core';

/**
 * What each recorded admin operation's sentence names as its {{target}}: the first of the entry's targets of that
 * kind that the platform could name, 'first' for the first target as recorded (an order id, a web address), null
 * for a sentence without one. An operation missing here is worded "called <its name>" (a test lists them).
 */
export const SENTENCE_TARGETS: Partial<Record<OperationName, NamedThingKind | 'first' | null>> = {
  exportUsersCsv: null,
  setUserRole: 'user',
  setUserDisabled: 'user',
  sendUserPasswordReset: 'user',
  deleteUser: 'user',
  createCourse: 'course',
  updateCourse: 'course',
  publishCourse: 'course',
  unpublishCourse: 'course',
  duplicateCourse: 'course',
  archiveCourse: 'course',
  deleteCourse: 'course',
  addModule: 'course',
  updateModule: 'module',
  removeModule: 'module',
  reorderModules: 'course',
  addLesson: 'module',
  updateLesson: 'lesson',
  removeLesson: 'lesson',
  moveLesson: 'lesson',
  reorderLessons: 'module',
  refundOrder: 'first',
  createCoupon: 'coupon',
  updateCoupon: 'coupon',
  deactivateCoupon: 'coupon',
  createActionPlanStep: 'action-plan-step',
  updateActionPlanStep: 'action-plan-step',
  deleteActionPlanStep: 'action-plan-step',
  reorderActionPlanSteps: 'course',
  addEmbedOrigin: 'first',
  removeEmbedOrigin: 'first',
  createEmbedApiKey: null,
  revokeEmbedApiKey: null,
  runIntegrationCheck: null,
  resendMail: null,
  saveSettingsSection: null,
  adminReplyToSupportRequest: null,
  updateSupportRequest: null,
  createCertificateTemplate: 'certificate-template',
  updateCertificateTemplate: 'certificate-template',
  issueCertificate: 'user',
  revokeCertificate: null,
  reissueCertificate: null,
  exportCertificatesCsv: null,
  downloadCertificatesZip: null,
  createBadge: 'badge',
  updateBadge: 'badge',
  exportBadgeHoldersCsv: 'badge',
  awardBadge: 'user',
  revokeBadgeAward: null,
  createSurvey: 'survey',
  updateSurvey: 'survey',
  adminSurveyResults: 'survey',
  exportSurveyCsv: 'survey',
  retrySurveyError: null,
  resolveSurveyError: null,
  rotateSurveyWebhookSecret: null,
  previewSurveyReminders: null,
  sendSurveyReminders: null,
  exportAuditLogCsv: null,
  saveAuditRetention: null,
};

/** Operations whose sentence depends on what was sent: the i18next context of their sentence. */
const SENTENCE_CONTEXT: Partial<Record<OperationName, (sent: Record<string, unknown>) => string>> = {
  setUserRole: (sent) => (sent.role === 'admin' ? 'admin' : 'student'),
  setUserDisabled: (sent) => (sent.disabled === false ? 'enabled' : 'disabled'),
};

/** The input as recorded (JSON, secrets removed), or nothing when it was cut or not JSON. */
function sentInput(entry: Pick<AuditEntry, 'summary'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(entry.summary);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Worded = Pick<AuditEntry, 'kind' | 'action' | 'summary' | 'targets' | 'named'>;

/** What the sentence names: the named thing it is about, or the first target as recorded. */
export function sentenceTarget(entry: Worded): string {
  const kind = SENTENCE_TARGETS[entry.action as OperationName];
  const named = kind === 'first' || !kind ? undefined : entry.named.find((thing) => thing.kind === kind);
  if (named !== undefined) return named.name;
  const recorded = kind === 'user' ? entry.targets.find((target) => !target.includes('@')) : undefined;
  return recorded ?? entry.targets[0] ?? '';
}

/** What happened, without who did it: "disabled the account of Bob Martin", "Sign-in failed". */
export function actionLabel(t: TFunction, entry: Worded): string {
  if (entry.kind !== 'admin')
    return t(`audit.event.${entry.action.replace(/^auth\./, '')}`, { defaultValue: entry.action });
  const name = entry.action as OperationName;
  if (SENTENCE_TARGETS[name] === undefined) return t('audit.did.fallback', { action: entry.action });
  const context = SENTENCE_CONTEXT[name]?.(sentInput(entry));
  return t(`audit.did.${name}`, { target: sentenceTarget(entry), ...(context ? { context } : {}) });
}

/** Who did it: their name now, their address at the time, or "Someone". */
export function actorLabel(t: TFunction, entry: Pick<AuditEntry, 'actorName' | 'actorEmail'>): string {
  return entry.actorName ?? entry.actorEmail ?? t('audit.someone');
}

/** The whole sentence: "Ada Lovelace disabled the account of Bob Martin", "Sign-in failed: bob@example.com". */
export function entrySentence(
  t: TFunction,
  entry: Worded & Pick<AuditEntry, 'actorName' | 'actorEmail'>,
): string {
  const words = { actor: actorLabel(t, entry), did: actionLabel(t, entry) };
  return entry.kind === 'admin' ? t('audit.sentence', words) : t('audit.eventSentence', words);
}

export function outcomeLabel(t: TFunction, entry: Pick<AuditEntry, 'outcome' | 'errorCode'>): string {
  return entry.outcome === 'ok'
    ? t('audit.outcome.ok')
    : t('audit.outcome.refusedWith', { code: entry.errorCode ?? '' });
}
