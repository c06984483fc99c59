// The package names the catalog uses ("0603", "SOT-23", "SOIC-8", "SMA"): the search box reads them
// (api/modules/catalog/search-query.ts) and the BOM tool reduces a footprint to one (contract/bom/read.ts).

const IMPERIAL_SIZES = /^(01005|0201|0402|0603|0805|1206|1210|1812|2010|2512)$/;
const PACKAGE_NAMES = /^(sot|soic|so|tssop|msop|ssop|qfn|vqfn|dfn|lqfp|tqfp|dip|sod|to|do|wson)-?(\d{1,3}(?:-\d)?)$/i;
const PLAIN_PACKAGES: Record<string, string> = { dpak: "DPAK", d2pak: "D2PAK", sma: "SMA", smb: "SMB", smc: "SMC", axial: "Axial" };

/** The catalog's name of the package a token names ("sot23" is "SOT-23"), or null. */
export function readPackage(token: string): string | null {
  if (IMPERIAL_SIZES.test(token)) return token;
  const plain = PLAIN_PACKAGES[token.toLowerCase()];
  if (plain) return plain;
  const match = PACKAGE_NAMES.exec(token);
  return match ? `${match[1].toUpperCase()}-${match[2]}` : null;
}

/**
 * The package a footprint names, or null: KiCad's "Resistor_SMD:R_0603_1608Metric" is 0603,
 * "Package_TO_SOT_SMD:SOT-23" SOT-23, Altium's "SOIC-8_3.9x4.9mm" SOIC-8; the first of its words that is a package.
 */
export function footprintPackage(footprint: string | undefined): string | null {
  for (const token of footprint?.split(/[\s:_]+/) ?? []) {
    const name = readPackage(token);
    if (name) return name;
  }
  return null;
}
