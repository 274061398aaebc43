// What is wrong with a field, as data the screens translate. Each check delegates to lms-core (its field rules, the
// password policy, the contract's schema) so the screens judge input exactly as the back end will.
import { checkPassword, rules, userDocumentUpdateSchema, type PasswordPolicy } from '@lms/core';
import type { FieldProblem } from '../../ui-kit/field-problem';

/** An address the identity provider will accept: present, and passing lms-core's e-mail rule. */
export function emailProblem(value: string): FieldProblem | undefined {
  const address = value.trim();
  if (address === '') return { key: 'accountForm.emailRequired' };
  return rules.email(address).ok ? undefined : { key: 'accountForm.emailInvalid' };
}

/** The current password only has to be present: whether it is right is the back end's answer. */
export function currentPasswordProblem(value: string): FieldProblem | undefined {
  return value === '' ? { code: 'auth/missing-password' } : undefined;
}

/** A new password must meet every requirement of the provider's policy (lms-core's checkPassword). */
export function newPasswordProblem(value: string, policy: PasswordPolicy): FieldProblem | undefined {
  if (value === '') return { key: 'accountForm.newPasswordRequired' };
  return checkPassword(value, policy).ok ? undefined : { code: 'auth/password-does-not-meet-requirements' };
}

/** A display name the contract accepts (its length limit comes from the user-document schema). */
export function displayNameProblem(value: string, options: { required: boolean }): FieldProblem | undefined {
  if (options.required && value.trim() === '') return { key: 'accountForm.nameRequired' };
  const parsed = userDocumentUpdateSchema.safeParse({ displayName: value });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return issue?.code === 'too_big'
    ? { key: 'accountForm.nameTooLong', values: { count: Number(issue.maximum) } }
    : { code: 'functions/invalid-argument' };
}
