// Where the certificate ports read their files: installed with this package (the server), or in one folder a bundler
// filled (the Firebase functions, whose bundle has no import.meta.url). The conformance suite on the Firebase host
// draws PDFs from such a folder; here, the two layouts name the same fonts.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledCertificateFiles, installedCertificateFiles } from '../../src';

describe('certificate files', () => {
  it('are installed with the package: every face of the Noto packages, and the worker bundled from source', async () => {
    const paths = installedCertificateFiles.fontPaths();
    expect(Object.keys(paths).sort()).toEqual(
      ['arabic', 'chinese', 'devanagari', 'japanese', 'korean', 'latin'].sort(),
    );
    for (const path of Object.values(paths)) expect(existsSync(path), path).toBe(true);
    expect((await installedCertificateFiles.workerScript()).protocol).toBe('data:');
  });

  it('in a bundle folder are the same fonts under their own names, and the worker beside them', async () => {
    const dir = join('/srv', 'functions');
    const bundled = bundledCertificateFiles(dir);
    const installed = installedCertificateFiles.fontPaths();
    for (const [face, path] of Object.entries(bundled.fontPaths()))
      expect(path).toBe(join(dir, 'fonts', basename(installed[face as keyof typeof installed])));
    expect(fileURLToPath(await bundled.workerScript())).toBe(join(dir, 'certificate-pdf-worker.cjs'));
  });
});
