/**
 * The one place where untrusted markup (statements of imported problem packs, WaveDrom output)
 * is made safe before it reaches the page: DOMPurify with its HTML or SVG profile. (The schematic's
 * SVG, drawn into the page, is sanitised in synthesis/schematic-svg.ts, in the schematic's own lazy
 * chunk, so the problem page's first download does not carry it.)
 */
import DOMPurify from 'dompurify';

/** Rendered Markdown: HTML tags and inline SVG; no scripts, event handlers, forms or frames. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    // Why forbid these too: a statement has no business with forms or embedded pages (phishing, clickjacking).
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'],
    FORBID_ATTR: ['style'],
  });
}

/** Its own instance: the hook below must not touch the HTML of statements. */
let svgPurifier: ReturnType<typeof DOMPurify> | undefined;

function purifierForSvg() {
  if (svgPurifier) return svgPurifier;
  svgPurifier = DOMPurify(window);
  // WaveDrom draws its wave bricks as <use> of its own definitions: only same-document references are kept.
  svgPurifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.startsWith('#')) data.keepAttr = false;
  });
  return svgPurifier;
}

/** A standalone SVG picture: the SVG profile, serialised as XML so it still parses as an image. */
export function sanitizeSvg(svg: string): string | null {
  const fragment = purifierForSvg().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // The skins style their lines with a <style> element (inside an <img> it cannot reach the page)
    // and draw with <use> of their own definitions.
    ADD_TAGS: ['style', 'use'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg') return null;
  return new XMLSerializer().serializeToString(root);
}
