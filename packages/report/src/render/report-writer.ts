import PDFDocument from 'pdfkit';
import { registerReportFonts, reportFonts } from './fonts.ts';
import { colours, contentBottom, fontSizes, margins, pageSize } from './layout.ts';

/** A heading listed in the table of contents, with the index of the page it landed on. */
export interface ContentsEntry {
  level: 1 | 2 | 3;
  label: string;
  pageIndex: number;
}

/**
 * The pdfkit document of one report and what the later passes need to know about its pages:
 * which show results (for the 'SAMPLE ONLY' mark), where the contents go, and the headings' pages.
 */
export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Per physical page: whether it belongs to a results part. */
  readonly pageShowsResults: boolean[] = [];
  readonly contentsEntries: ContentsEntry[] = [];
  contentsPageIndex: number | undefined;
  /** Where the contents entries start on their page (pt from the top). */
  contentsTop: number = margins.top;
  private currentPartShowsResults = false;

  constructor(title: string, subject: string, creator: string) {
    this.doc = new PDFDocument({
      size: [pageSize.width, pageSize.height],
      margins,
      autoFirstPage: false,
      bufferPages: true,
      info: { Title: title, Subject: subject, Creator: creator, Producer: 'pdfkit' },
      displayTitle: true,
      lang: 'en-AU',
    });
    registerReportFonts(this.doc);
    // pdfkit adds pages itself when text runs past the bottom margin; record every one.
    this.doc.on('pageAdded', () => {
      this.pageShowsResults.push(this.currentPartShowsResults);
      this.doc.font(reportFonts.regular).fontSize(fontSizes.body).fillColor(colours.text);
    });
  }

  /** Starts a part on a new page. */
  startPart(showsResults: boolean): void {
    this.currentPartShowsResults = showsResults;
    this.doc.addPage();
  }

  get pageIndex(): number {
    return this.pageShowsResults.length - 1;
  }

  /** Space left on the page below the cursor (pt). */
  get spaceLeft(): number {
    return contentBottom - this.doc.y;
  }

  /** Moves to a new page unless `heightPoints` still fits below the cursor. */
  ensureSpace(heightPoints: number): void {
    if (this.spaceLeft < heightPoints) this.doc.addPage();
  }

  /** A page break that does nothing at the top of a page (no empty pages). */
  pageBreak(): void {
    if (this.doc.y > margins.top + 1) this.doc.addPage();
  }

  /** A horizontal rule from x1 to x2 at y (pt). */
  rule(x1: number, x2: number, y: number, widthPoints: number, colour: string): this {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(widthPoints).strokeColor(colour).stroke();
    return this;
  }

  font(weight: 'regular' | 'semiBold', size: number, colour: string = colours.text): this {
    this.doc.font(reportFonts[weight]).fontSize(size).fillColor(colour);
    return this;
  }
}

/**
 * The one set-up of a report's PDF (the single report's and the portfolio summary's): a writer
 * with the document's metadata, its bytes collected as pdfkit streams them, and the document
 * closed even when drawing throws. Answers the bytes.
 */
export async function writeReportPdf(
  metadata: { title: string; subject: string; creator: string },
  draw: (writer: ReportWriter) => Promise<void> | void,
): Promise<Buffer> {
  const writer = new ReportWriter(metadata.title, metadata.subject, metadata.creator);
  const { doc } = writer;
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    await draw(writer);
  } finally {
    doc.end();
  }
  return finished;
}
