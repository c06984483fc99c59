/**
 * Artwork drawn from a name instead of stored files: a category tile and a manufacturer wordmark.
 * The catalog refers to them as /images/catalog/{code}.svg and /images/manufacturers/{slug}.svg.
 */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function wordsOf(fileName: string): string[] {
  return fileName
    .replace(/\.svg$/, "")
    .split(/[-_]+/)
    .filter(Boolean);
}

/** A square tile with the category's initials, for product images the catalog has no photo of yet. */
export function categoryTileSvg(fileName: string): string {
  const words = wordsOf(fileName);
  const initials = escapeXml(
    words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join("") || "?",
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img"><rect width="96" height="96" rx="8" fill="#eef4ff"/><path d="M14 62h14l6-14 10 28 10-36 8 22h20" fill="none" stroke="#1e40af" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity=".35"/><text x="48" y="44" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="#1e3a8a">${initials}</text></svg>`;
}

/** The manufacturer's name set as a wordmark. */
export function manufacturerWordmarkSvg(fileName: string): string {
  const name = escapeXml(wordsOf(fileName).join(" ").toUpperCase() || "?");
  // Bold capitals at 20 px with 1 px tracking take about 15 px each: the name must fit inside its frame.
  const width = Math.max(120, name.length * 15 + 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" role="img"><rect width="${width}" height="48" rx="6" fill="#fff" stroke="#dbe7fe"/><text x="${width / 2}" y="31" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" letter-spacing="1" fill="#1e3a8a">${name}</text></svg>`;
}
