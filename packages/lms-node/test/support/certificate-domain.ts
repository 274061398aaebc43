// The domain on a fresh in-memory database (lms-domain's conformance/memory-domain.ts) with this package's
// certificate ports as a Node host injects them: the Noto fonts and the PDF worker thread.
import { openMemoryDomain, type MemoryDomainContext } from '@lms/domain/conformance/memory-domain';
import { certificatePorts } from '../../src';

export interface CertificateDomain {
  ctx: MemoryDomainContext;
  close(): Promise<void>;
}

export async function openCertificateDomain(): Promise<CertificateDomain> {
  const { ctx, close } = await openMemoryDomain({ identity: null as never });
  const ports = certificatePorts();
  return {
    ctx: { ...ctx, ...ports },
    async close() {
      await ports.certificatePdfRenderer.close();
      await close();
    },
  };
}
