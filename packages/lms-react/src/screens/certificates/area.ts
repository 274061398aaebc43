// The certificates area: the learner's certificate, the public verification page and the admins' page.
import { defineScreenArea } from '../define-screen-area';
import { certificatesMessages } from './messages';

export const certificatesScreens = defineScreenArea({
  area: 'certificates',
  messages: [certificatesMessages],
  screens: {
    certificate: {
      load: () => import('./CertificatePage').then((module) => ({ default: module.CertificatePage })),
      messages: ['certificates'],
    },
    'certificate-verify': {
      load: () =>
        import('./CertificateVerifyPage').then((module) => ({ default: module.CertificateVerifyPage })),
      messages: ['certificates'],
    },
    'admin-certificates': {
      load: () =>
        import('./AdminCertificatesPage').then((module) => ({ default: module.AdminCertificatesPage })),
      messages: ['certificates'],
    },
  },
});
