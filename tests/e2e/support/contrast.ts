import type { Page } from '@playwright/test';

/**
 * Contrast as a person sees it, computed in the page (axe checks text, not a control's edge:
 * WCAG 1.4.11). Every colour is read through a 1×1 canvas, so whatever CSS the page uses (hsl,
 * oklch, alpha) comes back as sRGB. What is behind an element is composed from its ancestors'
 * background colours and gradients, each gradient taken at every colour stop: the figure is the
 * worst case over those.
 */
export interface ContrastFinding {
  what: string;
  ratio: number;
  required: number;
}

export interface ContrastReport {
  /** Control edges: the border against what is around the control. */
  edges: ContrastFinding[];
  /** Every visible text (placeholders included) against what is behind it. */
  texts: ContrastFinding[];
}

/** Measures every control edge and text inside `scope` (a CSS selector) in the page as it is. */
export async function measureContrast(page: Page, scope = 'body'): Promise<ContrastReport> {
  return page.evaluate((scopeSelector) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;

    function parseColour(css: string): Rgba {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    }

    function over(top: Rgba, bottom: Rgba): Rgba {
      const alpha = top[3];
      return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1) as Rgba;
    }

    function luminance([r, g, b]: Rgba): number {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    }

    function ratio(a: Rgba, b: Rgba): number {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    }

    const COLOUR_TOKEN = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|transparent/g;

    /** The layers of a background-image, top first; each layer as its colour stops. */
    function gradientLayers(backgroundImage: string): Rgba[][] {
      if (!backgroundImage || backgroundImage === 'none') return [];
      const layers: string[] = [];
      let depth = 0;
      let current = '';
      for (const character of backgroundImage) {
        if (character === '(') depth += 1;
        if (character === ')') depth -= 1;
        if (character === ',' && depth === 0) {
          layers.push(current);
          current = '';
        } else current += character;
      }
      layers.push(current);
      return layers.map((layer) => (layer.match(COLOUR_TOKEN) ?? []).map(parseColour)).filter((stops) => stops.length > 0);
    }

    function dedupe(colours: Rgba[]): Rgba[] {
      const seen = new Map<string, Rgba>();
      for (const colour of colours) seen.set(colour.map((v) => Math.round(v * 100)).join(','), colour);
      return [...seen.values()];
    }

    /** The element's own paint (background colour, then its gradients) over each colour below it. */
    function paint(element: Element, below: Rgba[]): Rgba[] {
      const style = getComputedStyle(element);
      let colours = below.map((colour) => over(parseColour(style.backgroundColor), colour));
      if (style.backgroundClip !== 'text') {
        for (const stops of gradientLayers(style.backgroundImage).reverse()) {
          colours = dedupe(colours.flatMap((colour) => stops.map((stop) => over(stop, colour))));
        }
      }
      return colours;
    }

    /** What is painted behind the element: its ancestors' paint, from the page down. */
    function behind(element: Element): Rgba[] {
      const chain: Element[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) chain.unshift(node);
      let colours: Rgba[] = [[255, 255, 255, 1]];
      for (const node of chain) colours = paint(node, colours);
      return colours;
    }

    function isShown(element: Element): boolean {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        // Visually hidden text for screen readers (Tailwind's sr-only) is not seen.
        if (style.position === 'absolute' && style.clipPath.startsWith('inset(50%')) return false;
        if (node.matches(':disabled, [aria-disabled="true"]')) return false;
      }
      return true;
    }

    function describe(element: Element): string {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
    }

    const root = document.querySelector(scopeSelector) ?? document.body;
    const edges: { what: string; ratio: number; required: number }[] = [];
    const texts: { what: string; ratio: number; required: number }[] = [];

    // Controls that draw an edge: fields, the upload box, outlined buttons, mood tiles, tabs' list.
    const controls = root.querySelectorAll<HTMLElement>(
      'input:not([type=file]), select, textarea, #media + div, button, [role=radio], [role=tab]',
    );
    for (const control of controls) {
      if (!isShown(control)) continue;
      const style = getComputedStyle(control);
      if (parseFloat(style.borderTopWidth) === 0) continue;
      const edge = parseColour(style.borderTopColor);
      if (edge[3] === 0) continue;
      const outside = behind(control);
      const inside = paint(control, outside);
      const worst = Math.min(...outside.flatMap((around) => inside.map((fill) => ratio(over(edge, fill), around))));
      edges.push({ what: describe(control), ratio: Math.round(worst * 100) / 100, required: 3 });
    }

    function checkText(element: Element, colour: Rgba[], style: CSSStyleDeclaration, what: string) {
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const backgrounds = paint(element, behind(element));
      const worst = Math.min(...backgrounds.flatMap((background) => colour.map((text) => ratio(over(text, background), background))));
      texts.push({ what, ratio: Math.round(worst * 100) / 100, required: large ? 3 : 4.5 });
    }

    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const withText = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement) withText.add(node.parentElement);
    }
    for (const element of withText) {
      if (!isShown(element) || element.closest('svg, option, select')) continue;
      const style = getComputedStyle(element);
      // Text painted with its background (background-clip: text) takes the gradient's colours.
      const clipped = [...function* () {
        for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) yield node;
      }()].find((node) => getComputedStyle(node).backgroundClip === 'text');
      const colour = clipped ? gradientLayers(getComputedStyle(clipped).backgroundImage).flat() : [parseColour(style.color)];
      checkText(clipped ?? element, colour, style, describe(element));
    }
    for (const field of root.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (!isShown(field) || (field as HTMLInputElement).value) continue;
      const style = getComputedStyle(field, '::placeholder');
      checkText(field, [parseColour(style.color)], style, `placeholder of ${describe(field)}`);
    }
    // The selected value of a select is text too.
    for (const select of root.querySelectorAll('select')) {
      if (isShown(select)) checkText(select, [parseColour(getComputedStyle(select).color)], getComputedStyle(select), describe(select));
    }
    return { edges, texts };
  }, scope);
}

/** The findings below their required ratio. */
export function belowRequired(findings: ContrastFinding[]): ContrastFinding[] {
  return findings.filter((finding) => finding.ratio < finding.required);
}
