/**
 * svg-to-pdfkit ignores `paint-order`, so a text that ECharts gives a halo (a white stroke painted
 * under the glyphs with `paint-order="stroke"`: pie share labels, the VAR chart's reference-line
 * labels) comes out with the stroke painted over its fill, and the label all but vanishes. Each
 * such text is drawn twice instead: first its stroke alone, then its fill alone — what
 * `paint-order="stroke"` means. The SVG is ECharts' own server-side output, one `<text …>…</text>`
 * element per label with its attributes in double quotes.
 */
export function drawTextHalosFirst(svg: string): string {
  return svg.replace(
    /<text([^>]*?) paint-order="stroke"([^>]*)>([\s\S]*?)<\/text>/g,
    (_whole, before: string, after: string, content: string) => {
      const attributes = `${before}${after}`;
      const fill = / fill="[^"]*"/;
      const stroke = / stroke(-width|-miterlimit)?="[^"]*"/g;
      const halo = `<text${attributes.replace(fill, '')} fill="none">${content}</text>`;
      const glyphs = `<text${attributes.replace(stroke, '')}>${content}</text>`;
      return `${halo}${glyphs}`;
    },
  );
}
