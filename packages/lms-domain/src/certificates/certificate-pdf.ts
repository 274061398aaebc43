// The certificate as a PDF (pdf-lib, which runs in any JavaScript host): the design as issued, the learner's name
// in their own script (embedded Noto fonts, shaped by fontkit), the issuer (name, address, logo), the verification
// link and a QR code of it.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { create as createQrCode } from 'qrcode';
import { LmsError, certificateDate, isCertificateImageDataUrl, type Certificate } from '@lms/core';
import { scriptRuns, type CertificateFonts, type FontScript, type ScriptRun } from './certificate-fonts';

const A4 = { short: 595.28, long: 841.89 };

function colorOf(hex: string): RGB {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16) / 255;
  return rgb(channel(0), channel(1), channel(2));
}

type Fonts = Record<FontScript, PDFFont>;

function runWidth(fonts: Fonts, run: ScriptRun, size: number): number {
  return fonts[run.script].widthOfTextAtSize(run.text, size);
}

function lineWidth(fonts: Fonts, line: string, size: number): number {
  return scriptRuns(line).reduce((sum, run) => sum + runWidth(fonts, run, size), 0);
}

/** Draws a line centred on x, run by run, each in its script's font. */
function drawCentred(
  page: PDFPage,
  fonts: Fonts,
  line: string,
  y: number,
  size: number,
  color: RGB,
  x: number,
) {
  let left = x - lineWidth(fonts, line, size) / 2;
  for (const run of scriptRuns(line)) {
    page.drawText(run.text, { x: left, y, size, font: fonts[run.script], color });
    left += runWidth(fonts, run, size);
  }
}

/** Greedy word wrap; paragraphs (blank lines in the body) stay apart. */
function wrap(fonts: Fonts, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && lineWidth(fonts, candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

async function embedImage(pdf: PDFDocument, dataUrl: string | null): Promise<PDFImage | null> {
  // The issuer's logo may be an address instead: the PDF is made without fetching anything, so it is left out.
  if (dataUrl === null || !isCertificateImageDataUrl(dataUrl)) return null;
  const [header, base64 = ''] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return header?.includes('image/png') ? pdf.embedPng(bytes) : pdf.embedJpg(bytes);
}

function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark cells keeps the page's drawing small.
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + start * cell,
          y: y + size - (row + 1) * cell,
          width: (col - start) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  }
}

function fitted(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

export async function certificatePdf(
  certificate: Certificate,
  fontSource: CertificateFonts,
): Promise<Uint8Array> {
  const { design } = certificate;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${design.title}: ${certificate.learnerName}`);
  pdf.setSubject(certificate.courseTitle);
  pdf.setCreator('lms certificates');
  pdf.setKeywords([certificate.number, certificate.verificationUrl]);
  let fonts: Fonts;
  try {
    const [latin, arabic] = await Promise.all([fontSource.latin(), fontSource.arabic()]);
    fonts = {
      latin: await pdf.embedFont(latin, { subset: true }),
      arabic: await pdf.embedFont(arabic, { subset: true }),
    };
  } catch (error) {
    throw new LmsError('functions/unavailable', 'The fonts for certificate PDFs could not be read.', {
      reason: 'fonts-unavailable',
      cause: String(error),
    });
  }
  const landscape = design.orientation === 'landscape';
  const width = landscape ? A4.long : A4.short;
  const height = landscape ? A4.short : A4.long;
  const page = pdf.addPage([width, height]);
  const primary = colorOf(design.primaryColor);
  const accent = colorOf(design.accentColor);
  const ink = rgb(0.13, 0.13, 0.15);
  const centre = width / 2;

  const background = await embedImage(pdf, design.background);
  if (background !== null) page.drawImage(background, { x: 0, y: 0, width, height, opacity: 0.25 });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: width - 36,
    height: height - 36,
    borderColor: primary,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: width - 60,
    height: height - 60,
    borderColor: accent,
    borderWidth: 1.5,
  });

  // The issuer's logo in the top corner, apart from the template's own logo in the middle.
  const issuerLogo = await embedImage(pdf, certificate.issuer.logoUrl);
  if (issuerLogo !== null) {
    const size = fitted(issuerLogo, 110, 44);
    page.drawImage(issuerLogo, { x: 48, y: height - 48 - size.height, ...size });
  }

  let y = height - 70;
  const logo = await embedImage(pdf, design.logo);
  if (logo !== null) {
    const size = fitted(logo, 160, 60);
    y -= size.height;
    page.drawImage(logo, { x: centre - size.width / 2, y, ...size });
    y -= 20;
  }
  const textWidth = width - 160;
  for (const line of wrap(fonts, design.title, 30, textWidth)) {
    y -= 34;
    drawCentred(page, fonts, line, y, 30, primary, centre);
  }
  y -= 52;
  drawCentred(page, fonts, certificate.learnerName, y, 26, accent, centre);
  page.drawLine({
    start: { x: centre - 150, y: y - 10 },
    end: { x: centre + 150, y: y - 10 },
    color: accent,
  });
  y -= 26;
  for (const line of wrap(fonts, design.body, 13, textWidth)) {
    y -= 19;
    drawCentred(page, fonts, line, y, 13, ink, centre);
  }

  // Footer: signature on the left, the facts in the middle, the QR code of the verification link on the right.
  const footerY = 60;
  const signature = await embedImage(pdf, design.signature);
  if (signature !== null) {
    const size = fitted(signature, 150, 50);
    page.drawImage(signature, { x: 70, y: footerY + 42, ...size });
  }
  if (design.signerName) {
    page.drawLine({ start: { x: 70, y: footerY + 38 }, end: { x: 240, y: footerY + 38 }, color: ink });
    for (const [index, text] of [design.signerName, design.signerTitle].filter(Boolean).entries()) {
      const runs = scriptRuns(text);
      let x = 70;
      for (const run of runs) {
        page.drawText(run.text, {
          x,
          y: footerY + 24 - index * 14,
          size: index === 0 ? 11 : 9,
          font: fonts[run.script],
          color: ink,
        });
        x += runWidth(fonts, run, index === 0 ? 11 : 9);
      }
    }
  }
  const { issuer } = certificate;
  const facts = [
    `Issued by ${issuer.name}${issuer.url ? ` · ${issuer.url}` : ''}`,
    certificate.courseTitle,
    `Issued ${certificateDate(certificate.issuedAt)}${certificate.expiresAt ? ` · Valid until ${certificateDate(certificate.expiresAt)}` : ''}`,
    `Certificate no. ${certificate.number}`,
  ];
  facts.forEach((line, index) =>
    drawCentred(page, fonts, line, footerY + 42 - index * 14, index === 1 ? 11 : 9, ink, centre),
  );
  const qrSize = 78;
  drawQrCode(page, certificate.verificationUrl, width - 70 - qrSize, footerY, qrSize);
  const verify = `Verify: ${certificate.verificationUrl}`;
  page.drawText(verify, {
    x: centre - fonts.latin.widthOfTextAtSize(verify, 7.5) / 2,
    y: 40,
    size: 7.5,
    font: fonts.latin,
    color: ink,
  });
  return pdf.save();
}
