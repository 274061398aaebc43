// The certificate as a PDF (pdf-lib, which runs in any JavaScript host): the design as issued, the learner's name
// in their own script (Noto fonts chosen per character, embedded as subsets, shaped by fontkit, ordered by the
// bidirectional algorithm), the issuer (name, address, logo), the verification link and a QR code of it, in the
// learner's language. A revoked certificate is stamped so across the page and says when and why at the top.
import { PDFDocument, rgb, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { create as createQrCode } from 'qrcode';
import { certificateDate, isCertificateImageDataUrl, type Certificate, type SiteLanguage } from '@lms/core';
import type { CertificateFonts } from './certificate-fonts';
import { PageFonts, type StyledText } from './pdf/page-fonts';
import { PRINT_TEXTS } from './pdf/print-texts';
import { drawShaped, type GlyphStyle } from './pdf/shaped-runs';
import { directionOf, runsWidth, visualRuns, wrapLines, type Direction } from './pdf/text-lines';

const A4 = { short: 595.28, long: 841.89 };

/** What one certificate PDF is made from: the certificate as issued and the language it is printed in. */
export interface CertificatePrint {
  certificate: Certificate;
  locale: SiteLanguage;
}

/** Where a host draws PDFs (the server: a worker thread); the context's `certificatePdfRenderer`. */
export interface CertificatePdfRenderer {
  render(print: CertificatePrint): Promise<Uint8Array>;
}

function colorOf(hex: string): RGB {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16) / 255;
  return rgb(channel(0), channel(1), channel(2));
}

type LineStyle = GlyphStyle;

/** Draws one line's runs left to right from (x, y), along the style's angle. */
function drawRuns(
  page: PDFPage,
  fonts: PageFonts,
  line: StyledText,
  direction: Direction,
  at: { x: number; y: number },
  style: LineStyle,
) {
  const radians = ((style.angle ?? 0) * Math.PI) / 180;
  let advance = 0;
  for (const run of visualRuns(line, direction)) {
    const start = { x: at.x + advance * Math.cos(radians), y: at.y + advance * Math.sin(radians) };
    advance += drawShaped(page, fonts.shape(run.face, run.text), start, style);
  }
}

function lineWidth(fonts: PageFonts, line: StyledText, direction: Direction, size: number): number {
  return runsWidth(fonts, visualRuns(line, direction), size);
}

/** One line centred on x, set smaller when it is wider than `maxWidth` (a long name, issuer or address). */
function drawCentredLine(
  page: PDFPage,
  fonts: PageFonts,
  line: StyledText,
  at: { x: number; y: number; maxWidth: number },
  style: LineStyle,
) {
  const direction = directionOf(line.text);
  const natural = lineWidth(fonts, line, direction, style.size);
  const size = natural > at.maxWidth ? (style.size * at.maxWidth) / natural : style.size;
  const x = at.x - lineWidth(fonts, line, direction, size) / 2;
  drawRuns(page, fonts, line, direction, { x, y: at.y }, { ...style, size });
}

/** Wrapped lines centred on x, from y down by `leading`; the y below the last line. */
function drawCentredBlock(
  page: PDFPage,
  fonts: PageFonts,
  text: StyledText,
  layout: { x: number; y: number; width: number; leading: number },
  style: LineStyle,
): number {
  const { lines, direction } = wrapLines(fonts, text, style.size, layout.width);
  let y = layout.y;
  for (const line of lines) {
    y -= layout.leading;
    const x = layout.x - lineWidth(fonts, line, direction, style.size) / 2;
    drawRuns(page, fonts, line, direction, { x, y }, style);
  }
  return y;
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

/** Every text the page prints, styled (faces chosen per character) before anything is drawn. */
async function styledTexts(fonts: PageFonts, { certificate, locale }: CertificatePrint) {
  const texts = PRINT_TEXTS[locale];
  const { design, issuer } = certificate;
  const date = (iso: string) => certificateDate(iso, locale);
  const issued = certificate.expiresAt
    ? texts.issuedUntil(date(certificate.issuedAt), date(certificate.expiresAt))
    : texts.issued(date(certificate.issuedAt));
  const revoked = certificate.revokedAt !== null;
  const styled = {
    title: await fonts.style(design.title),
    name: await fonts.style(certificate.learnerName),
    body: await fonts.style(design.body),
    signer: await Promise.all(
      [design.signerName, design.signerTitle].filter(Boolean).map(fonts.style, fonts),
    ),
    facts: await Promise.all(
      [
        texts.issuedBy(`${issuer.name}${issuer.url ? ` · ${issuer.url}` : ''}`),
        certificate.courseTitle,
        issued,
        texts.number(certificate.number),
      ].map(fonts.style, fonts),
    ),
    verify: await fonts.style(texts.verify(certificate.verificationUrl)),
    stamp: revoked ? await fonts.style(texts.revokedStamp) : null,
    revokedNotice: revoked
      ? await fonts.style(
          texts.revoked(date(certificate.revokedAt ?? certificate.issuedAt), certificate.revokedReason ?? ''),
        )
      : null,
  };
  await fonts.embed();
  return styled;
}

export async function certificatePdf(
  print: CertificatePrint,
  fontSource: CertificateFonts,
): Promise<Uint8Array> {
  const { certificate } = print;
  const { design } = certificate;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${design.title}: ${certificate.learnerName}`);
  pdf.setSubject(certificate.courseTitle);
  pdf.setCreator('lms certificates');
  pdf.setKeywords([certificate.number, certificate.verificationUrl]);
  pdf.setLanguage(print.locale);
  const fonts = new PageFonts(pdf, fontSource);
  const text = await styledTexts(fonts, print);

  const landscape = design.orientation === 'landscape';
  const width = landscape ? A4.long : A4.short;
  const height = landscape ? A4.short : A4.long;
  const page = pdf.addPage([width, height]);
  const primary = colorOf(design.primaryColor);
  const accent = colorOf(design.accentColor);
  const ink = rgb(0.13, 0.13, 0.15);
  const red = rgb(0.75, 0.1, 0.1);
  const centre = width / 2;
  const textWidth = width - 160;

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
  if (text.revokedNotice !== null)
    y =
      drawCentredBlock(
        page,
        fonts,
        text.revokedNotice,
        { x: centre, y: height - 30, width: textWidth, leading: 16 },
        { size: 10, color: red },
      ) - 6;
  const logo = await embedImage(pdf, design.logo);
  if (logo !== null) {
    const size = fitted(logo, 160, 60);
    y -= size.height;
    page.drawImage(logo, { x: centre - size.width / 2, y, ...size });
    y -= 20;
  }
  y = drawCentredBlock(
    page,
    fonts,
    text.title,
    { x: centre, y, width: textWidth, leading: 34 },
    { size: 30, color: primary },
  );

  // The name on one line: a long one is set smaller rather than wrapped.
  y -= 52;
  drawCentredLine(page, fonts, text.name, { x: centre, y, maxWidth: textWidth }, { size: 26, color: accent });
  page.drawLine({
    start: { x: centre - 150, y: y - 10 },
    end: { x: centre + 150, y: y - 10 },
    color: accent,
  });
  y -= 26;
  drawCentredBlock(
    page,
    fonts,
    text.body,
    { x: centre, y, width: textWidth, leading: 19 },
    { size: 13, color: ink },
  );

  // Footer: signature on the left, the facts in the middle, the QR code of the verification link on the right.
  const footerY = 60;
  const signature = await embedImage(pdf, design.signature);
  if (signature !== null) {
    const size = fitted(signature, 150, 50);
    page.drawImage(signature, { x: 70, y: footerY + 42, ...size });
  }
  if (design.signerName) {
    page.drawLine({ start: { x: 70, y: footerY + 38 }, end: { x: 240, y: footerY + 38 }, color: ink });
    text.signer.forEach((line, index) => {
      const size = index === 0 ? 11 : 9;
      drawRuns(
        page,
        fonts,
        line,
        directionOf(line.text),
        { x: 70, y: footerY + 24 - index * 14 },
        { size, color: ink },
      );
    });
  }
  // Between the signer and the QR code.
  const factsWidth = Math.max(width - 2 * 245, 300);
  text.facts.forEach((line, index) => {
    const style = { size: index === 1 ? 11 : 9, color: ink };
    drawCentredLine(
      page,
      fonts,
      line,
      { x: centre, y: footerY + 42 - index * 14, maxWidth: factsWidth },
      style,
    );
  });
  const qrSize = 78;
  drawQrCode(page, certificate.verificationUrl, width - 70 - qrSize, footerY, qrSize);
  drawCentredLine(
    page,
    fonts,
    text.verify,
    { x: centre, y: 40, maxWidth: textWidth },
    { size: 7.5, color: ink },
  );

  if (text.stamp !== null) {
    // Across the middle of the page at 30 degrees, large and half transparent: unmistakable, the rest still legible.
    const direction = directionOf(text.stamp.text);
    const size = Math.min(110, (width * 0.7) / Math.max(1, lineWidth(fonts, text.stamp, direction, 1)));
    const length = lineWidth(fonts, text.stamp, direction, size);
    const angle = (30 * Math.PI) / 180;
    const start = {
      x: centre - (length / 2) * Math.cos(angle) + (size / 3) * Math.sin(angle),
      y: height / 2 - (length / 2) * Math.sin(angle) - (size / 3) * Math.cos(angle),
    };
    drawRuns(page, fonts, text.stamp, direction, start, { size, color: red, angle: 30, opacity: 0.45 });
  }
  return pdf.save();
}
