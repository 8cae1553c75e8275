import { es, EVENT, formatText, type CertificateRecord, type Edition } from '@curso/common';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

const t = es.certificatePdf;
/** A4 landscape, in points. */
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 60;

const longDate = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone }).format(date);

/**
 * Text the standard fonts can draw: they encode WinAnsi only, which holds every Spanish letter
 * (á, ñ, ü, ç…). Another letter loses its accent if it has one (ő → o), else becomes "?", so an
 * unusual name never stops a certificate.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text)
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(bare).every((c) => known.has(c.codePointAt(0)!)) && bare ? bare : '?';
    })
    .join('');
}

/** One centred line, shrunk to fit the width when it is too long. */
function centred(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  y: number,
  size: number,
  color: Color,
): void {
  const text = drawable(font, raw);
  const room = PAGE[0] - 2 * MARGIN;
  const fitted = Math.min(size, (room / font.widthOfTextAtSize(text, size)) * size);
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (PAGE[0] - width) / 2, y, size: fitted, font, color });
}

/**
 * The certificate as a one-page PDF: holder, course, date, hours, validity and how to verify it.
 * Where the course was held, and the zone its dates are read in, are the edition's.
 */
export async function certificatePdf(
  certificate: CertificateRecord,
  edition: Edition,
  verifyUrl: string,
): Promise<Uint8Array> {
  // Loaded by the first certificate, not by every cold start of the functions that share this bundle.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const ink = rgb(0.1, 0.15, 0.3);
  const muted = rgb(0.35, 0.38, 0.45);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${certificate.title} · ${certificate.holder_name}`);
  pdf.setAuthor(EVENT.organizers);
  pdf.setSubject(certificate.course_title);
  pdf.setLanguage('es-ES');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(PAGE);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE[0] - 48,
    height: PAGE[1] - 48,
    borderColor: ink,
    borderWidth: 2,
  });
  // The course's day is stored as a calendar day: read at noon UTC, it is that day in any zone.
  const courseDate = longDate(new Date(`${certificate.course_date}T12:00:00Z`), 'UTC');
  centred(page, bold, certificate.title.toLocaleUpperCase('es-ES'), 470, 30, ink);
  centred(page, regular, t.certifies, 420, 16, muted);
  centred(page, bold, certificate.holder_name, 380, 28, ink);
  centred(page, regular, t.completed, 340, 16, muted);
  centred(page, bold, certificate.course_title, 310, 20, ink);
  centred(
    page,
    regular,
    formatText(t.held, { date: courseDate, venue: edition.venue.city }),
    282,
    14,
    muted,
  );
  centred(page, bold, formatText(t.hours, { hours: certificate.hours }), 236, 20, ink);
  centred(
    page,
    regular,
    `${formatText(t.issued, { date: longDate(certificate.issued_at, edition.time_zone) })} · ${formatText(t.validUntil, { date: longDate(certificate.valid_until, edition.time_zone) })}`,
    200,
    12,
    muted,
  );
  centred(page, bold, formatText(t.code, { code: certificate.id }), 110, 14, ink);
  centred(page, regular, formatText(t.verifyAt, { url: verifyUrl }), 88, 11, muted);
  return pdf.save();
}
