// How much server work one certificate PDF is: the admin downloads PDFs one after another (a learner clicking
// Download PDF is one person waiting), and the server process's CPU time is read before and after.
import { certificateId, type DatasetShape } from '../data/dataset-shape';
import type { ServerProcess } from './server-process';

export interface CertificatePdfTiming {
  runs: number;
  medianMs: number;
  maxMs: number;
  /** Server CPU (user + system) per PDF, milliseconds. */
  cpuMsPerPdf: number;
  /** Size of the last PDF, bytes. */
  pdfBytes: number;
}

async function downloadOne(url: string, token: string, student: number): Promise<number> {
  const response = await fetch(`${url}/api/fn/downloadCertificatePdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { certificateId: certificateId(student) } }),
  });
  const body = (await response.json()) as { result?: { base64?: string } };
  if (!response.ok || body.result?.base64 === undefined)
    throw new Error(
      `downloadCertificatePdf answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  return Math.floor((body.result.base64.length * 3) / 4);
}

export async function timeCertificatePdfs(
  server: ServerProcess,
  adminToken: string,
  shape: DatasetShape,
  runs: number,
): Promise<CertificatePdfTiming> {
  // The first PDF reads and parses the fonts once, as the first download after a start does.
  await downloadOne(server.url, adminToken, 0);
  const times: number[] = [];
  let pdfBytes = 0;
  const cpuBefore = server.cpuMs();
  for (let i = 1; i <= runs; i += 1) {
    const started = performance.now();
    pdfBytes = await downloadOne(server.url, adminToken, (i * 7919) % shape.students);
    times.push(performance.now() - started);
  }
  const cpuMsPerPdf = (server.cpuMs() - cpuBefore) / runs;
  times.sort((a, b) => a - b);
  return {
    runs,
    medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
    maxMs: times.at(-1) ?? Number.NaN,
    cpuMsPerPdf,
    pdfBytes,
  };
}
