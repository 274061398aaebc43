// The template editor's values, what they send, and the preview they draw: the template's texts filled with sample
// fields by lms-core's own placeholder rule, so the preview prints exactly what a certificate will.
import {
  certificateTemplateInputSchema,
  fillCertificateText,
  type CertificateDesign,
  type CertificateFields,
  type CertificateTemplate,
  type CertificateTemplateInput,
} from '@lms/core';

export interface TemplateFormValues {
  name: string;
  title: string;
  body: string;
  signerName: string;
  signerTitle: string;
  primaryColor: string;
  accentColor: string;
  orientation: 'landscape' | 'portrait';
  logo: string | null;
  signature: string | null;
  background: string | null;
  /** As typed: '' for "never expires". */
  validityDays: string;
  courseIds: string[];
  active: boolean;
}

export const NEW_TEMPLATE: TemplateFormValues = {
  name: '',
  title: 'Certificate of Completion',
  body: 'This certifies that {{learnerName}} completed "{{courseTitle}}" ({{hours}}) on {{issueDate}}.',
  signerName: '',
  signerTitle: '',
  primaryColor: '#1a4f8b',
  accentColor: '#8a5a00',
  orientation: 'landscape',
  logo: null,
  signature: null,
  background: null,
  validityDays: '',
  courseIds: [],
  active: true,
};

export function valuesOf(template: CertificateTemplate): TemplateFormValues {
  return {
    name: template.name,
    title: template.title,
    body: template.body,
    signerName: template.signerName,
    signerTitle: template.signerTitle,
    primaryColor: template.primaryColor,
    accentColor: template.accentColor,
    orientation: template.orientation,
    logo: template.logo,
    signature: template.signature,
    background: template.background,
    validityDays: template.validityDays === null ? '' : String(template.validityDays),
    courseIds: [...template.courseIds],
    active: template.active,
  };
}

/** The contract's input, or the contract's own issues by field (the same checks the server makes). */
export function templateInputOf(
  values: TemplateFormValues,
): { ok: true; input: CertificateTemplateInput } | { ok: false; issues: Record<string, string> } {
  const days = values.validityDays.trim();
  const candidate = {
    ...values,
    validityDays: days === '' ? null : Number(days),
  };
  const parsed = certificateTemplateInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    issues[field] ??= issue.message;
  }
  return { ok: false, issues };
}

/** Fields of the preview: what a real certificate would print, with a made-up learner. */
export function previewDesign(values: TemplateFormValues, sample: CertificateFields): CertificateDesign {
  return {
    title: fillCertificateText(values.title, sample),
    body: fillCertificateText(values.body, sample),
    signerName: values.signerName,
    signerTitle: values.signerTitle,
    primaryColor: /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(values.primaryColor) ? values.primaryColor : '#000000',
    accentColor: /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(values.accentColor) ? values.accentColor : '#000000',
    orientation: values.orientation,
    logo: values.logo,
    signature: values.signature,
    background: values.background,
  };
}
