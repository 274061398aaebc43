// The deployed functions: every callable of the contract, every scheduled job, the functions Hosting rewrites to (the
// action-plan page, the survey and Stripe webhooks, the sandbox checkout page, the Open Badges documents, the contact
// form's attachments), the check of each upload to Cloud Storage, and Firebase Auth's blocking functions (the user
// document at sign-up, last_login at sign-in), over one domain context per function instance, opened at its first
// request from the functions' environment (config.ts) with the project's own Firebase Auth and bucket. `npm run
// build:functions` bundles this file for `firebase deploy`.
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { callableFunctions } from './api-routes';
import { actionPlanPageFunction } from './hosting/action-plan-page';
import { attachmentUploadFunction } from './hosting/attachment-upload';
import { openBadgesFunction } from './hosting/open-badges';
import { sandboxPageFunction } from './hosting/sandbox-page';
import { stripeWebhookFunction } from './hosting/stripe-webhook';
import { surveyWebhookFunction } from './hosting/survey-webhook';
import { accountFunctions } from './identity/account-functions';
import { loadFirebaseConfig } from './config';
import { openDatabase } from './db/connection';
import { firebaseContext, platformAuth, structuredLog, type FirebaseDomainContext } from './host-ports';
import { uploadCheckFunction } from './files/upload-check';
import { scheduledFunctions } from './scheduled-jobs';
import { identityToolkitUrlFor } from './identity/auth-rest';

/**
 * The project's default app, made when the instance loads: the blocking functions' wrapper (firebase-functions)
 * reads it before our handler runs ("The default Firebase app does not exist" otherwise). It opens no connection.
 */
const app = getApps().length > 0 ? getApp() : initializeApp();

let opening: Promise<FirebaseDomainContext> | undefined;

/** The instance's context; a failed opening (the database unreachable) is tried again at the next request. */
function instanceContext(): Promise<FirebaseDomainContext> {
  opening ??= openInstanceContext().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function openInstanceContext(): Promise<FirebaseDomainContext> {
  const config = loadFirebaseConfig(process.env);
  const projectAuth = getAuth(app);
  const database = await openDatabase(config.databaseUrl, { maxConnections: config.maxConnections });
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return firebaseContext({
    db: database.db,
    config: config.domain,
    auth: platformAuth(projectAuth, config.tenantId),
    apiKey: config.apiKey,
    ...(emulator === undefined ? {} : { identityToolkitUrl: identityToolkitUrlFor(emulator) }),
    bucket: getStorage(app).bucket(config.storageBucket),
    log: structuredLog(logger),
    mail: config.mail,
  });
}

/**
 * In the emulators only (FUNCTIONS_EMULATOR, a local run or a test): the emulators' origins, which a `demo-`
 * project's pages talk to (hosting/page-policy.ts). Deployed functions never read it.
 */
const emulatorOrigins =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? (process.env.LMS_FIREBASE_EMULATOR_ORIGINS ?? '').split(',').filter((origin) => origin !== '')
    : [];

export const functions = {
  ...callableFunctions(instanceContext),
  ...scheduledFunctions(instanceContext),
  actionPlanPage: actionPlanPageFunction(instanceContext, { emulatorOrigins }),
  surveyWebhook: surveyWebhookFunction(instanceContext),
  // The bucket is known when the functions are deployed: the same setting the instances read (config.ts).
  checkUploadedFile: uploadCheckFunction(instanceContext, process.env.LMS_STORAGE_BUCKET || undefined),
  stripeWebhook: stripeWebhookFunction(instanceContext),
  sandboxPage: sandboxPageFunction(instanceContext),
  openBadges: openBadgesFunction(instanceContext),
  supportAttachmentUpload: attachmentUploadFunction(instanceContext),
  ...accountFunctions(instanceContext),
};
