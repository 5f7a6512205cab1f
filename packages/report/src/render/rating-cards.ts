import { ratingColours } from '@hazardscope/contracts';
import type { RatingCardsBlock } from '../report-model.ts';
import { colours, contentWidth, fontSizes, margins } from './layout.ts';
import type { ReportWriter } from './report-writer.ts';

/** The current, future and mortgage-term ratings as cards: the letter always printed, never colour alone. */
export function writeRatingCards(
  writer: ReportWriter,
  block: RatingCardsBlock,
  sample: boolean,
): void {
  const { doc } = writer;
  const height = 64;
  const gap = 12;
  const width = (contentWidth - gap * (block.cards.length - 1)) / block.cards.length;
  writer.ensureSpace(height + 12);
  const top = doc.y;
  block.cards.forEach((card, index) => {
    const x = margins.left + index * (width + gap);
    doc.roundedRect(x, top, width, height, 5).lineWidth(0.8).strokeColor(colours.border).stroke();
    const badge = 42;
    doc
      .save()
      .fillOpacity(sample ? 0.45 : 1)
      .roundedRect(x + 11, top + (height - badge) / 2, badge, badge, 5)
      .fill(ratingColours[card.rating])
      .restore();
    writer.font('semiBold', 24, '#FFFFFF');
    doc.text(card.rating, x + 11, top + (height - badge) / 2 + 8, {
      width: badge,
      align: 'center',
      lineBreak: false,
    });
    const textX = x + 11 + badge + 12;
    const textWidth = width - (textX - x) - 8;
    // Each line on one line: three cards leave a narrower text column, so a line too long for it
    // is set smaller (down to 8 pt) instead of wrapping over the line below.
    const fitted = (text: string, largestPoints: number) => {
      let points = largestPoints;
      writer.font('semiBold', points, colours.text);
      while (points > 8 && doc.widthOfString(text) > textWidth) {
        points -= 0.5;
        writer.font('semiBold', points, colours.text);
      }
      return points;
    };
    writer.font(
      'semiBold',
      fitted(card.label, fontSizes.small),
      sample ? colours.notice : colours.muted,
    );
    doc.text(card.label, textX, top + 10, { width: textWidth, lineBreak: false, ellipsis: true });
    const ratingLine = `${card.ratingLabel} risk, ${card.year}`;
    writer.font('semiBold', fitted(ratingLine, 12.5), colours.text);
    doc.text(ratingLine, textX, top + 24, { width: textWidth, lineBreak: false });
    writer.font('regular', fontSizes.small, colours.muted);
    doc.text(card.valueAtRiskText, textX, top + 42, { width: textWidth, lineBreak: false });
  });
  doc.x = margins.left;
  doc.y = top + height + 14;
}
