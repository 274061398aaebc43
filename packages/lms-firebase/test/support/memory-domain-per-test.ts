// A fresh in-memory domain (lms-domain's memory-domain.ts, without an identity provider) for each test of a file, for
// the functions the tests call in process: `const domain = memoryDomainPerTest();`, then `domain.ctx` in a test.
import { afterEach, beforeEach } from 'vitest';
import type { FileContext } from '@lms/domain';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';

export function memoryDomainPerTest(): { readonly ctx: FileContext<Uint8Array> } {
  let current: Awaited<ReturnType<typeof openMemoryDomain>> | undefined;
  beforeEach(async () => {
    current = await openMemoryDomain({ identity: null as never });
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get ctx() {
      if (current === undefined) throw new Error('The in-memory domain exists only while a test runs.');
      // Its store keeps arrays of bytes (memory-file-bytes.ts).
      return current.ctx as FileContext<Uint8Array>;
    },
  };
}
