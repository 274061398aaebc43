// The issued list's search, course and status filters and page live in the URL (the kit's list parameters).
import { certificateStatusSchema, type CertificateStatus } from '@lms/core';
import type { ListShape } from '../../ui-kit/list-params';

export const CERTIFICATE_LIST: ListShape<{ status: CertificateStatus; course: string }> = {
  // The contract's limit on the search text (adminListCertificates).
  searchMaxLength: 200,
  filters: {
    status: (value) => {
      const parsed = certificateStatusSchema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },
    course: (value) => (value && value.length <= 128 ? value : undefined),
  },
};

export const CERTIFICATE_LIST_PAGE_SIZE = 20;
