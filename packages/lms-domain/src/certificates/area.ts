// The certificates area: templates, certificates issued on course completion (or by an admin), their PDFs and
// the public verification record.
import { defineDomainArea } from '../areas/define-area';
import { nameCertificateTemplates } from './names';
import { certificatePersonalData } from './certificate-personal-data';
import { seedDemoCertificateTemplate } from './demo-template';
import { certificateHandlers } from './handlers';
import * as certificates from './migrations/015-certificates';
import * as certificatePrint from './migrations/027-certificate-print';
import { issueOwedCertificates } from './issue';

export const certificatesArea = defineDomainArea({
  name: 'certificates',
  names: nameCertificateTemplates,
  handlers: certificateHandlers,
  migrations: { '015-certificates': certificates, '027-certificate-print': certificatePrint },
  demoSeed: seedDemoCertificateTemplate,
  personalData: certificatePersonalData,
  subscribes: {
    // What a completed course owes: the first certificate of each active template, or a new one after expiry.
    'course-completed': async (ctx, event) => {
      await issueOwedCertificates(ctx, event.userId, event.courseId);
    },
  },
});
