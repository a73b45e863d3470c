/**
 * The header's two logos (src/ui/assets/bank-logo.svg, open-finance-logo.svg) as the build inlines
 * them (webpack.config.ts, decision 061). Every screen's first frame shows them: inlined, they cost
 * no request and never appear after the screen. Their letters are outlines, not SVG `<text>`: a logo
 * in live text is drawn in whatever font the phone has for its family, and the browser lays the
 * text out in a document of the image's own on the main thread, in the frame that first shows the
 * consent.
 */

/** The two logo files, as webpack's rule matches them. */
export const HEADER_LOGO = /[\\/]ui[\\/]assets[\\/](bank-logo|open-finance-logo)\.svg$/;

/** A logo up to this size is inlined; a larger one (a bank's own, say) is served as a file again. */
export const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/**
 * An SVG as a `data:` URL in plain text rather than base64: only what a URL or the markup cannot
 * hold is escaped. The outlines' path data compresses to about two thirds of its base64 form.
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#<>"]/g, (c) => encodeURIComponent(c));
  return `data:image/svg+xml,${text}`;
}
