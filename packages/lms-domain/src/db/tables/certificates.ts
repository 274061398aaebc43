// Kysely table types of certificates: templates, the courses that issue them, and issued certificates
// (conventions: ../schema.ts).
import type { Flag } from './flag';

export interface CertificateTemplatesTable {
  id: string;
  name: string;
  title: string;
  body: string;
  signer_name: string;
  signer_title: string;
  primary_color: string;
  accent_color: string;
  orientation: 'landscape' | 'portrait';
  /** PNG/JPEG data URLs (lms-core's certificate schemas). */
  logo: string | null;
  signature: string | null;
  background: string | null;
  validity_days: number | null;
  active: Flag;
  created_at: number;
  updated_at: number;
}

export interface CertificateTemplateCoursesTable {
  template_id: string;
  course_id: string;
}

/**
 * An issued certificate. Never deleted (revocation keeps it); the learner's name and the course's title are copied
 * at issue, so the record and its verification page outlive renamed courses and removed accounts. (user_id,
 * course_id, template_id, cycle) is unique: concurrent completions insert the same cycle and only one row lands;
 * a new cycle starts only after the previous certificate expired or was replaced.
 */
export interface CertificatesTable {
  id: string;
  number: string;
  verification_code: string;
  user_id: string;
  learner_email: string;
  course_id: string;
  template_id: string;
  cycle: number;
  learner_name: string;
  course_title: string;
  hours: string;
  grade: string;
  /** The design as issued (JSON text of lms-core's CertificateDesign, texts filled in, images left out). */
  design: string;
  origin: 'completion' | 'admin' | 'reissue';
  issued_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  revoked_reason: string | null;
}

/**
 * A certificate's PDF, kept once made: `print_key` is a digest of everything the PDF prints (texts, images,
 * issuer, language, revocation) and of the layout's version, so any change makes a new PDF on the next download.
 */
export interface CertificatePdfsTable {
  certificate_id: string;
  print_key: string;
  /** The PDF as base64, as the download operation answers it. */
  pdf: string;
  created_at: number;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    certificate_templates: CertificateTemplatesTable;
    certificate_template_courses: CertificateTemplateCoursesTable;
    certificates: CertificatesTable;
    certificate_pdfs: CertificatePdfsTable;
  }
}
