/**
 * The schematic's SVG made safe before it is drawn into the page (the learner's signal and cell
 * names are in it): DOMPurify's SVG profile, as markdown/sanitize.ts does for statements, here in
 * the schematic's lazy chunk. No <style> element (inline, its rules would reach the whole page:
 * synthesis.css styles the drawing), no <use>, links or foreign content, no scripts or handlers.
 */
import DOMPurify from 'dompurify';

export function sanitizeSchematicSvg(svg: string): SVGSVGElement | null {
  const fragment = DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true },
    FORBID_TAGS: ['style', 'use', 'a', 'foreignObject'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  return root instanceof SVGSVGElement ? root : null;
}
