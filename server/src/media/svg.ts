// Generated images of the demo data: flat colours, initials and names. No external host involved.

const PALETTE = ['#1f3a93', '#e67e22', '#16a085', '#8e44ad', '#c0392b', '#2c3e50', '#d35400', '#27ae60', '#2980b9', '#b7950b'];

function colourFor(seed: number): string {
  return PALETTE[Math.abs(seed) % PALETTE.length];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initials(name: string): string {
  const words = name.replace(/_/g, ' ').split(/\s+/).filter((word) => word.length > 2 || /^\d/.test(word));
  return (words.length ? words : [name]).slice(0, 2).map((word) => word[0].toUpperCase()).join('');
}

/** Splits text into lines of at most `width` characters, at most `max` lines (the last one cut with '…'). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), `${lines[max - 1].slice(0, width - 1)}…`];
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.25}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

const FONT = `font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"`;

/** A product image; `view` (e.g. 'verso') names the side shown by the gallery's other images. */
export function productSvg(name: string, brand: string, seed: number, view?: string): string {
  const colour = colourFor(seed);
  const caption = view ? `<text x="200" y="28" font-size="16" text-anchor="middle" fill="#5b6475" ${FONT}>${escapeXml(view)}</text>\n` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="#f6f7fb"/>
${caption}<rect x="110" y="40" width="180" height="180" rx="36" fill="${colour}"/>
<text x="200" y="155" font-size="72" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${escapeXml(initials(name))}</text>
${textLines(wrap(name, 24, 3), 200, 268, 24, `text-anchor="middle" fill="#1c2434" font-weight="600" ${FONT}`)}
<text x="200" y="380" font-size="18" text-anchor="middle" fill="#5b6475" ${FONT}>${escapeXml(brand)}</text>
</svg>`;
}

/** Square logo: a coloured disc with initials and the name below (brands, partners, categories). */
export function logoSvg(name: string, seed: number): string {
  const label = name.replace(/_/g, ' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(label)}">
<rect width="240" height="240" rx="24" fill="#ffffff"/>
<circle cx="120" cy="98" r="70" fill="${colourFor(seed)}"/>
<text x="120" y="120" font-size="56" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${escapeXml(initials(label))}</text>
${textLines(wrap(label, 18, 2), 120, 200, 20, `text-anchor="middle" fill="#1c2434" font-weight="600" ${FONT}`)}
</svg>`;
}

/** 16:9 promotional banner with a headline. */
export function bannerSvg(headline: string, partnerName: string, seed: number): string {
  const accent = seed % 2 ? '#e67e22' : '#f39c12';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" role="img" aria-label="${escapeXml(headline)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#13235b"/><stop offset="1" stop-color="#1f3a93"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1130" cy="130" r="260" fill="${accent}" opacity="0.9"/>
<circle cx="1180" cy="640" r="140" fill="#ffffff" opacity="0.08"/>
<text x="90" y="150" font-size="36" fill="#cfd8ff" ${FONT}>${escapeXml(partnerName.replace(/_/g, ' '))}</text>
${textLines(wrap(headline, 22, 3), 90, 290, 84, `fill="#ffffff" font-weight="800" ${FONT}`)}
<rect x="90" y="580" width="300" height="76" rx="38" fill="${accent}"/>
<text x="240" y="630" font-size="34" font-weight="700" fill="#13235b" text-anchor="middle" ${FONT}>Aproveite!</text>
</svg>`;
}
