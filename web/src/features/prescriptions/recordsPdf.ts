/**
 * Export Records: the medications and the 'Mark Taken' history as a small PDF, written directly (PDF 1.4,
 * Helvetica, one text column) so no PDF library is needed.
 */
import { isoLocalDate } from '../../shared/time/isoLocalDate.ts';
import { DISCLAIMER } from '../../shared/ui/DisclaimerText.tsx';
import type { DoseRecord, Medication } from './medications.ts';

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const FONT_SIZE = 10;
const LINE_HEIGHT = 14;
/** Helvetica averages about half its size per character; this keeps lines inside the margins. */
const MAX_CHARS = 95;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT);

/** Wraps text at word boundaries to the column width. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > MAX_CHARS) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, MAX_CHARS);
  }
  lines.push(line);
  return lines;
}

/** The report's lines: a heading, one block per medication, then the dose history. */
export function recordLines(medications: readonly Medication[], doses: readonly DoseRecord[], now: Date): string[] {
  const lines = ['AI Doctor - Medication Records', `Exported ${now.toISOString()}`, ''];
  lines.push(`Medications (${medications.length})`);
  for (const m of medications) {
    lines.push(
      ...wrap(`- ${m.name} ${m.dosage}, ${m.frequency}, ${m.status}; category ${m.category}; started ${m.dateStarted}`),
    );
    if (m.prescribedBy) lines.push(`  Prescribed by ${m.prescribedBy}`);
    if (m.instructions) lines.push(...wrap(`  Instructions: ${m.instructions}`));
    if (m.refillsRemaining !== null) lines.push(`  Refills remaining: ${m.refillsRemaining}`);
  }
  lines.push('', `Doses marked taken (${doses.length})`);
  for (const d of doses) lines.push(`- ${d.date} ${d.time} ${d.medicationName} (marked ${d.takenAt})`);
  lines.push('', ...wrap(DISCLAIMER));
  return lines;
}

/** PDF string syntax: backslash, parentheses escaped; characters outside Latin-1 become '?'. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF of the given lines; every character is one byte (Latin-1), so offsets are string indices. */
export function linesToPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    const id = pageIds[i] as number;
    const text = pageLines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
    const stream = `BT /F1 ${FONT_SIZE} Tf ${LINE_HEIGHT} TL ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td\n${text}\nET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}

/** The records as the PDF file Export Records downloads and Share with Doctor shares, named by its day. */
export function recordsFile(medications: readonly Medication[], doses: readonly DoseRecord[], now: Date): File {
  const pdf = linesToPdf(recordLines(medications, doses, now));
  return new File([pdf], `medication-records-${isoLocalDate(now)}.pdf`, { type: 'application/pdf' });
}
