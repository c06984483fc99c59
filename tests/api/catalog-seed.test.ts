import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import { families } from "../../api/seed/catalog/families";
import { seedCatalog } from "../../api/seed/catalog";
import { Random } from "../../api/seed/catalog/random";
import { staplesOf } from "../../api/seed/catalog/staples";
import { categoryTree } from "../../api/seed/categories";
import { insertCategories } from "../../api/seed/demo";
import { emptyCatalog } from "../../api/seed/empty-catalog";
import { createTestApp, type TestApp } from "./support/test-app";
import { rows, sql } from "./support/catalog";

const SKUS = 1200;
let first: TestApp;
let second: TestApp;
let third: TestApp;

async function seeded(seed: number) {
  const app = await createTestApp();
  await insertCategories(app.db, categoryTree, null);
  await seedCatalog(app.db, { skus: SKUS, seed, batchSize: 300 });
  return app;
}

/** A fingerprint of the whole generated catalog: parts, SKUs, stock and every price break. */
const fingerprint = (db: Database) =>
  rows<{ digest: string }>(
    db,
    sql`SELECT md5(string_agg(concat_ws('|', p.mpn, p.properties::text, v.sku, v.total_stock, v.upcoming_stock_date, b.quantity, b.unit_price_usd), ',' ORDER BY v.id, b.quantity)) AS digest
        FROM products p JOIN variants v ON v.product_id = p.id JOIN price_breaks b ON b.variant_id = v.id`,
  ).then(([row]) => row.digest);

beforeAll(async () => {
  // One after the other: three databases starting at once overload a 2-core machine.
  first = await seeded(7);
  second = await seeded(7);
  third = await seeded(8);
});
afterAll(() => Promise.all([first?.close(), second?.close(), third?.close()]));

describe("catalog generator", () => {
  it("gives the same catalog for the same seed and another for another seed", async () => {
    expect(await fingerprint(first.db)).toBe(await fingerprint(second.db));
    expect(await fingerprint(first.db)).not.toBe(await fingerprint(third.db));
  });

  it("makes at least the asked SKUs, in every leaf category, with unique part numbers", async () => {
    const [{ skus, parts, mpns }] = await rows<{ skus: number; parts: number; mpns: number }>(
      first.db,
      sql`SELECT (SELECT count(*)::int FROM variants) AS skus, count(*)::int AS parts, count(DISTINCT mpn_normalized)::int AS mpns FROM products`,
    );
    expect(skus).toBeGreaterThanOrEqual(SKUS);
    expect(skus).toBeLessThan(SKUS * 1.02);
    expect(mpns).toBe(parts);
    const categories = await rows<{ code: string }>(
      first.db,
      sql`SELECT DISTINCT c.code FROM products p JOIN categories c ON c.id = p.category_id`,
    );
    expect(categories.map((row) => row.code).sort()).toEqual(families.map((family) => family.category).sort());
  });

  it("writes makers' part-number patterns with agreeing parameters", async () => {
    const [resistor] = await rows<{ properties: Record<string, unknown> }>(
      first.db,
      sql`SELECT properties FROM products WHERE mpn = 'RC0603FR-0710KL'`,
    );
    expect(resistor.properties).toMatchObject({ resistance: 10000, tolerance: 1, package: "0603", power: 0.1 });
    const [capacitor] = await rows<{ properties: Record<string, unknown> }>(
      first.db,
      sql`SELECT properties FROM products WHERE mpn = 'GRM188R71H104KA01D'`,
    );
    expect(capacitor.properties).toMatchObject({ capacitance: 1e-7, "voltage-rating": 50, dielectric: "X7R", package: "0603" });
    const [heatSink] = await rows<{ properties: Record<string, number> }>(
      first.db,
      sql`SELECT p.properties FROM products p JOIN categories c ON c.id = p.category_id WHERE c.code = 'aluminum-heat-sinks' LIMIT 1`,
    );
    expect(heatSink.properties["thermal-resistance"]).toBeGreaterThan(0);
    expect(heatSink.properties.length).toBeGreaterThan(0);
  });

  it("lets prices fall with quantity and keeps reels in whole reels", async () => {
    const rising = await rows<{ id: number }>(
      first.db,
      sql`SELECT b.variant_id AS id FROM price_breaks b JOIN price_breaks c ON c.variant_id = b.variant_id AND c.quantity > b.quantity
          WHERE c.unit_price_usd > b.unit_price_usd LIMIT 1`,
    );
    expect(rising).toEqual([]);
    const [{ badReels }] = await rows<{ badReels: number }>(
      first.db,
      sql`SELECT count(*)::int AS "badReels" FROM variants WHERE is_reel AND (minimum_order_quantity <> mpq OR order_quantity_multiplier <> mpq OR total_stock % mpq <> 0)`,
    );
    expect(badReels).toBe(0);
    const [{ hiddenPrice, hiddenStock, upcoming }] = await rows<{ hiddenPrice: number; hiddenStock: number; upcoming: number }>(
      first.db,
      sql`SELECT count(*) FILTER (WHERE NOT is_show_price)::int AS "hiddenPrice", count(*) FILTER (WHERE NOT is_show_stock)::int AS "hiddenStock",
                 count(*) FILTER (WHERE total_stock = 0 AND upcoming_stock > 0 AND upcoming_stock_date IS NOT NULL)::int AS upcoming
          FROM variants`,
    );
    expect(hiddenPrice).toBeGreaterThan(0);
    expect(hiddenStock).toBeGreaterThan(0);
    expect(upcoming).toBeGreaterThan(0);
  });
});

/** Flash size in KB by part number, as the makers' datasheets give it (independent of the generator's tables). */
const FLASH_KB_BY_MPN: Array<[RegExp, number]> = [
  [/^STM32F103.8/, 64],
  [/^STM32F103.B/, 128],
  [/^STM32F103.C/, 256],
  [/^STM32F103.E/, 512],
  [/^STM32G031.4/, 16],
  [/^STM32G031.6/, 32],
  [/^STM32G031.8/, 64],
  [/^STM32H743.G/, 1024],
  [/^STM32H743.I/, 2048],
  [/^ATMEGA328/, 32],
  [/^ATMEGA168/, 16],
  [/^PIC16F18323/, 3.5],
  [/^PIC16F18324/, 7],
  [/^PIC16F18325/, 14],
  [/^PIC16F18326/, 28],
  [/^ATSAMD21[EGJ]15/, 32],
  [/^ATSAMD21[EGJ]16/, 64],
  [/^ATSAMD21[EGJ]17/, 128],
  [/^ATSAMD21[EGJ]18/, 256],
  [/^LPC55S[01]6/, 256],
  [/^LPC55S28/, 512],
  [/^LPC55S69/, 640],
  [/^MSP430FR2433/, 16],
  [/^MSP430FR2355/, 32],
  [/^MSP430FR5969/, 64],
  [/^MSP430FR6989/, 128],
  [/^XMC1100-[TQ]\d{3}[FX]0008/, 8],
  [/^XMC1100-[TQ]\d{3}[FX]0016/, 16],
  [/^XMC1100-[TQ]\d{3}[FX]0032/, 32],
  [/^XMC1100-[TQ]\d{3}[FX]0064/, 64],
];

const microcontrollerFamily = families.find((family) => family.category === "microcontrollers")!;
const everyMicrocontroller = () => {
  const random = new Random(1);
  return Array.from({ length: microcontrollerFamily.size }, (_, index) => microcontrollerFamily.build(index, random));
};

describe("demo data an engineer believes", () => {
  it("gives every microcontroller the flash size its part number says", () => {
    for (const part of everyMicrocontroller()) {
      const rules = FLASH_KB_BY_MPN.filter(([pattern]) => pattern.test(part.mpn));
      expect(rules, part.mpn).toHaveLength(1);
      expect(part.properties["flash-size"], part.mpn).toBe(rules[0][1] * 1024);
    }
  });

  it("knows the memories of the parts everyone knows", () => {
    const byMpn = new Map(everyMicrocontroller().map((part) => [part.mpn, part.properties]));
    expect(byMpn.get("ATMEGA328PB-AU")).toMatchObject({ "flash-size": 32 * 1024, "ram-size": 2 * 1024, "eeprom-size": 1024 });
    expect(byMpn.get("STM32F103C8T6")).toMatchObject({ "flash-size": 64 * 1024, "ram-size": 20 * 1024, package: "LQFP-48" });
  });

  it("writes part numbers without spaces and links a datasheet only where the maker's own address is known", async () => {
    const parts = await rows<{ mpn: string; datasheetUrl: string | null; website: string }>(
      first.db,
      sql`SELECT p.mpn, p.datasheet_url AS "datasheetUrl", m.website_url AS website FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id`,
    );
    expect(parts.filter((part) => /\s/.test(part.mpn)).map((part) => part.mpn)).toEqual([]);
    const curated = new Set(
      families.flatMap((family) =>
        staplesOf(family.category)
          .filter((part) => part.datasheetUrl)
          .map((part) => part.mpn),
      ),
    );
    const linked = parts.filter((part) => part.datasheetUrl !== null);
    // Only curated parts carry a link: none is made up from a generated part number.
    expect(linked.map((part) => part.mpn).sort()).toEqual([...curated].sort());
    for (const part of linked) {
      const url = new URL(part.datasheetUrl!);
      const site = new URL(part.website).hostname.replace(/^www\./, "");
      expect(url.search, part.mpn).toBe("");
      expect(url.hostname === site || url.hostname.endsWith(`.${site}`), `${part.mpn}: ${part.datasheetUrl}`).toBe(true);
    }
  });

  it("gives every category an image", async () => {
    const missing = await rows<{ code: string }>(first.db, sql`SELECT code FROM categories WHERE image_path IS NULL`);
    expect(missing).toEqual([]);
  });
});

type Decoder = [pattern: RegExp, facts: (match: RegExpExecArray) => Record<string, unknown>];

const LED_PACKAGES: Array<[RegExp, string]> = [
  [/^(APT1608|LTST-C191|HSM.-C190)/, "0603"],
  [/^(APT2012|LTST-C170|HSM.-C170)/, "0805"],
  [/^(APT3216|LTST-C150)/, "1206"],
  [/^WP7113/, "5 mm"],
  [/^WP710A10/, "3 mm"],
];
/** Colour letters of Kingbright (EC/ID red, SGC/GD green, SYCK/YD yellow, QBC blue), Lite-On (KR, KF, KS, KG, TB) and Broadcom (HSMS, HSMG, HSMY). */
const LED_COLORS: Array<[RegExp, string]> = [
  [/^(APT\d{4}EC|WP\S+ID|LTST-C1\d\dKRKT|HSMS-)/, "Red"],
  [/^(LTST-C1\d\dKFKT)/, "Orange"],
  [/^(APT\d{4}SYCK|WP\S+YD|LTST-C1\d\dKSKT|HSMY-)/, "Yellow"],
  [/^(APT\d{4}SGC|WP\S+GD|LTST-C1\d\dKGKT|HSMG-)/, "Green"],
  [/^(APT\d{4}QBC\/D|WP\S+QBC\/D|LTST-C1\d\dTBKT)/, "Blue"],
];
const only = (table: Array<[RegExp, string]>, mpn: string) => {
  const hits = table.filter(([pattern]) => pattern.test(mpn));
  return hits.length === 1 ? hits[0][1] : `${hits.length} rules`;
};
const MEAN_WELL_FORMS: Record<string, string> = { IRM: "PCB Mount", RS: "Enclosed", LRS: "Enclosed", HDR: "DIN Rail" };
const SAMSUNG_SIZES: Record<string, [string, string]> = {
  "05": ["0402", "5"],
  "10": ["0603", "8"],
  "21": ["0805", "C"],
  "31": ["1206", "C"],
  "32": ["1210", "F"],
};
const TDK_SIZES: Record<string, [string, string]> = {
  "1005": ["0402", "050BB"],
  "1608": ["0603", "080AA"],
  "2012": ["0805", "125AA"],
  "3216": ["1206", "160AA"],
  "3225": ["1210", "250AA"],
};
const EIA_VOLTS: Record<string, number> = { "0J": 6.3, "1A": 10, "1C": 16, "1E": 25, "1V": 35, "1H": 50, "1J": 63, "2A": 100 };
/** An EIA µF code: two significant digits and a count of zeros (470 = 47 µF, 102 = 1000 µF), in farads. */
const microfaradCode = (first: string, second: string, zeros: string) => Number(`${first}${second}e${Number(zeros) - 6}`);
/** Omron B3F 6 x 6 mm: the third digit is the plunger and its height, the fourth the operating force. */
const B3F_HEIGHT_M: Record<string, number> = { "0": 0.0043, "2": 0.005, "6": 0.007, "7": 0.0095, "5": 0.0073 };
const B3F_FORCE: Record<string, string> = { "0": "100 gf", "2": "150 gf", "5": "260 gf", "6": "500 gf" };
/** Mean Well HLG-120: rated power of each output voltage (12 V 10 A, 24 V 5 A, 36 V 3.4 A, 48 V 2.5 A). */
const HLG_120_WATTS: Record<string, number> = { "12": 120, "24": 120, "36": 122.4, "48": 120 };

/**
 * The converted families' part numbers as their makers' ordering-code schemes read them (independent of the
 * generator's tables): every part the family can make must match exactly one rule, with the facts its code states.
 */
const ORDERING_CODES: Record<string, Decoder[]> = {
  relays: [
    [
      /^G5LE-1(A?)(-E)?-DC(\d+)$/,
      (m) => ({ "contact-form": m[1] ? "SPST-NO" : "SPDT", "contact-current": m[2] ? 16 : 10, "coil-voltage": +m[3] }),
    ],
    [/^G5V-([12])-DC(\d+)$/, (m) => ({ "contact-form": m[1] === "1" ? "SPDT" : "DPDT", "coil-voltage": +m[2] })],
    [/^G6K-2F-Y-DC(\d+)$/, (m) => ({ "contact-form": "DPDT", "coil-voltage": +m[1] })],
    [
      /^G2RL-1(A?)(-E)?-DC(\d+)$/,
      (m) => ({ "contact-form": m[1] ? "SPST-NO" : "SPDT", "contact-current": m[2] ? 16 : 12, "coil-voltage": +m[3] }),
    ],
    [/^G2R-([12])-DC(\d+)$/, (m) => ({ "contact-form": m[1] === "1" ? "SPDT" : "DPDT", "coil-voltage": +m[2] })],
    [/^ALQ1(\d\d)$/, (m) => ({ "contact-form": "SPST-NO", "coil-voltage": +m[1] })],
    [/^TQ2(SA)?-(\d+)V$/, (m) => ({ "contact-form": "DPDT", "coil-voltage": +m[2] })],
  ],
  leds: [
    [
      /^(APT(1608|2012|3216)|WP7113|WP710A10|LTST-C1[579][01]K?|HSM[SGY]-C1[79]0)/,
      (m) => ({ package: only(LED_PACKAGES, m.input), color: only(LED_COLORS, m.input) }),
    ],
  ],
  "ac-dc-converters": [
    [
      /^(IRM|RS|LRS|HDR)-0?(\d+)-(\d+(?:\.3)?)$/,
      (m) => ({ "output-power": +m[2], "output-voltage": +m[3], "form-factor": MEAN_WELL_FORMS[m[1]] }),
    ],
    [/^RAC(\d\d)-(\d\d|3\.3)SK$/, (m) => ({ "output-power": +m[1], "output-voltage": +m[2], "form-factor": "PCB Mount" })],
  ],
  "dc-dc-converters": [
    [/^RO-(\d\d)(\d\d)S$/, (m) => ({ "input-voltage": +m[1], "output-voltage": +m[2], "output-power": 1, isolation: "1000 VDC" })],
    [/^DCP01(\d\d)(\d\d)BP$/, (m) => ({ "input-voltage": +m[1], "output-voltage": +m[2], "output-power": 1, isolation: "1000 VDC" })],
    [/^DCH01(\d\d)(\d\d)SN7$/, (m) => ({ "input-voltage": +m[1], "output-voltage": +m[2], "output-power": 1, isolation: "3000 VDC" })],
  ],
  "pin-headers": [[/^613(\d{3})([12])1121$/, (m) => ({ positions: +m[1], rows: +m[2], pitch: 0.00254 })]],
  "terminal-blocks": [
    // Phoenix Contact item numbers: the series is printed beside them; the last digit is a check digit.
    [/^(1935161|1715721|1711026|1725656|1757019)$/, () => ({ positions: 2 })],
    [/^(1935174|1715734|1711039|1725669|1757022)$/, () => ({ positions: 3 })],
    [/^6911377100(\d\d)$/, (m) => ({ positions: +m[1], pitch: 0.005 })],
  ],
  optocouplers: [
    [/^(4N2[56]|4N35|CNY17-3|SFH617A-3|FOD817B|PC817XNNSZ0F)$/, () => ({ "output-type": "Transistor", channels: 1 })],
    [/^TCMT(\d)100$/, (m) => ({ "output-type": "Transistor", channels: +m[1] })],
    [/^(4N33|6N13[89])$/, () => ({ "output-type": "Darlington", channels: 1 })],
    [/^MOC30\d\dM$/, () => ({ "output-type": "Triac", channels: 1 })],
    [/^MOCD207M$/, () => ({ "output-type": "Transistor", channels: 2 })],
    [/^(H11L1M|6N13[67])$/, (m) => ({ "output-type": m[1] === "6N136" ? "Transistor" : "Logic", channels: 1 })],
    [/^HCPL-[02]6([03])1$/, (m) => ({ "output-type": "Logic", channels: m[1] === "3" ? 2 : 1 })],
  ],
  "temperature-sensors": [
    [/^(LM35DZ\/NOPB|TMP36GT9Z|MCP970[01]A-E\/TO)$/, () => ({ "sensor-output": "Analog Voltage", package: "TO-92" })],
    [/^MCP9700AT-E\/TT$/, () => ({ "sensor-output": "Analog Voltage", package: "SOT-23" })],
    [/^DS18B20(Z?)\+$/, (m) => ({ "sensor-output": "1-Wire", package: m[1] ? "SOIC-8" : "TO-92" })],
    [
      /^(TMP117AIDRVR|TMP1[01]2AIDRLR|TMP275AIDGKR|LM75BIMM\/NOPB|MCP9808-E\/MS|ADT7420UCPZ-R2|LM75BD,118|PCT2075D,118|STTS22HTR)$/,
      () => ({ "sensor-output": "I²C" }),
    ],
  ],
  "power-inductors": [
    [
      /^(SRN4018|SRN6045|SRN8040|SRR1260)-([1-9])([R0-9])(\d)M$/,
      (m) => ({
        inductance: Number(m[3] === "R" ? `${m[2]}.${m[4]}e-6` : `${m[2]}${m[3]}e${Number(m[4]) - 6}`),
        package: { SRN4018: "4.0 x 4.0 mm", SRN6045: "6.0 x 6.0 mm", SRN8040: "8.0 x 8.0 mm", SRR1260: "12.5 x 12.5 mm" }[m[1]],
        shielding: m[1].startsWith("SRR") ? "Shielded" : "Semi-Shielded",
      }),
    ],
  ],
  "aluminum-electrolytic-capacitors": [
    [
      /^EEU-FR(0J|1A|1C|1E|1V|1H|1J)([1-9])(\d)(\d)$/,
      (m) => ({
        "voltage-rating": EIA_VOLTS[m[1]],
        capacitance: microfaradCode(m[2], m[3], m[4]),
        tolerance: 20,
        mounting: "Through Hole",
      }),
    ],
    [
      /^EEE-FK(0J|1A|1C|1E|1V|1H|1J)([1-9])(\d)(\d)P$/,
      (m) => ({
        "voltage-rating": EIA_VOLTS[m[1]],
        capacitance: microfaradCode(m[2], m[3], m[4]),
        tolerance: 20,
        mounting: "Surface Mount",
        lifetime: "2000 Hrs @ 105°C",
      }),
    ],
  ],
  switches: [
    // Without ground terminal every height; with it (B3F-11xx) only 4.3, 5.0 and 7.3 mm up to 260 gf.
    [
      /^B3F-1(0)([02675])([0256])$|^B3F-1(1)([025])([025])$/,
      (m) => ({
        "switch-type": "Tactile",
        "actuator-height": B3F_HEIGHT_M[m[2] ?? m[5]],
        "operating-force": B3F_FORCE[m[3] ?? m[6]],
        mounting: "Through Hole",
      }),
    ],
  ],
  "led-lighting": [
    [
      /^HLG-120-(12|24|36|48)([AB]?)$/,
      (m) => ({ "product-type": "LED Driver", power: HLG_120_WATTS[m[1]], "ip-rating": m[2] === "A" ? "IP65" : "IP67" }),
    ],
  ],
  "ceramic-capacitors": [
    [/^G[RC]M(155|188|219|31M|32E)(5C|R7|R6)(0J|1A|1C|1E|1H|2A)\d[\dR]\d[JKM]A(01|55)D$/, (m) => ({ "voltage-rating": EIA_VOLTS[m[3]] })],
    [
      /^CL(05|10|21|31|32)[ABC]\d[\dR]\d[JKM][QPOABC](.)NNNC$/,
      (m) => ({ package: SAMSUNG_SIZES[m[1]][0], thickness: SAMSUNG_SIZES[m[1]][1] === m[2] }),
    ],
    [
      /^C(1005|1608|2012|3216|3225)(C0G|X7R|X5R)(0J|1A|1C|1E|1H|2A)\d[\dR]\d[JKM](\d{3}[A-Z]{2})$/,
      (m) => ({ package: TDK_SIZES[m[1]][0], dielectric: m[2], "voltage-rating": EIA_VOLTS[m[3]], thickness: TDK_SIZES[m[1]][1] === m[4] }),
    ],
    [/^C(0402|0603|0805|1206|1210)C\d[\dR]\d[JKM][984351][GRP]AC(TU|AUTO)$/, (m) => ({ package: m[1] })],
    [/^CC(0402|0603|0805|1206|1210)[JKM]R(NPO|X7R|X5R)[5-90]BB\d[\dR]\d$/, (m) => ({ package: m[1] })],
  ],
};

describe("families drawn from real ordering codes", () => {
  it.each(Object.keys(ORDERING_CODES))("%s makes no part number outside its makers' lists and schemes", (category) => {
    const family = families.find((item) => item.category === category)!;
    const random = new Random(1);
    const parts = [...staplesOf(category), ...Array.from({ length: family.size }, (_, index) => family.build(index, random))];
    for (const part of parts) {
      const matches = ORDERING_CODES[category]
        .map(([pattern, facts]) => [pattern.exec(part.mpn), facts] as const)
        .filter(([match]) => match);
      expect(matches, part.mpn).toHaveLength(1);
      const [[match, facts]] = matches;
      const { thickness, ...stated } = facts(match!);
      if (thickness !== undefined) expect(thickness, `${part.mpn}: thickness code of its size`).toBe(true);
      expect(part.properties, part.mpn).toMatchObject(stated);
    }
  });
});

describe("seeding again", () => {
  it("empties the catalog for a new one even when carts hold its parts, keeping the carts", async () => {
    const before = await fingerprint(third.db);
    const [{ id: cartId }] = await rows<{ id: number }>(
      third.db,
      sql`INSERT INTO carts (guest_id, name) VALUES (gen_random_uuid(), 'Sepetim') RETURNING id`,
    );
    await third.db.execute(sql`INSERT INTO cart_lines (cart_id, variant_id, quantity) SELECT ${cartId}, min(id), 1 FROM variants`);
    await emptyCatalog(third.db);
    expect(await rows(third.db, sql`SELECT 1 FROM variants`)).toHaveLength(0);
    expect(await rows(third.db, sql`SELECT 1 FROM carts WHERE id = ${cartId}`)).toHaveLength(1);
    await seedCatalog(third.db, { skus: SKUS, seed: 8, batchSize: 300 });
    expect(await fingerprint(third.db)).toBe(before);
  });
});

/** The parts every engineer looks for, as their makers sell them (independent of the generator's tables). */
const STAPLES: Array<{ mpn: string; maker: string; pkg: string; facts: Record<string, unknown> }> = [
  { mpn: "2N7002", maker: "onsemi", pkg: "SOT-23", facts: { channel: "N-Channel", "drain-source-voltage": 60 } },
  { mpn: "BSS138", maker: "onsemi", pkg: "SOT-23", facts: { channel: "N-Channel", "drain-source-voltage": 50 } },
  { mpn: "IRLZ44NPBF", maker: "Infineon", pkg: "TO-220", facts: { "drain-source-voltage": 55 } },
  { mpn: "AO3400A", maker: "Alpha & Omega Semiconductor", pkg: "SOT-23", facts: { "drain-source-voltage": 30 } },
  { mpn: "BC547B", maker: "onsemi", pkg: "TO-92", facts: { polarity: "NPN", "collector-emitter-voltage": 45 } },
  { mpn: "BC857B,215", maker: "Nexperia", pkg: "SOT-23", facts: { polarity: "PNP" } },
  { mpn: "1N4148", maker: "onsemi", pkg: "DO-35", facts: { "reverse-voltage": 100 } },
  { mpn: "1N4007-E3/54", maker: "Vishay", pkg: "DO-41", facts: { "reverse-voltage": 1000, "forward-current": 1 } },
  { mpn: "1N5819-E3/54", maker: "Vishay", pkg: "DO-41", facts: { "reverse-voltage": 40 } },
  { mpn: "1N4733A-TR", maker: "Vishay", pkg: "DO-41", facts: { "zener-voltage": 5.1, power: 1 } },
  { mpn: "NE555P", maker: "Texas Instruments", pkg: "DIP-8", facts: { "timer-type": "Bipolar" } },
  { mpn: "AMS1117-3.3", maker: "Advanced Monolithic Systems", pkg: "SOT-223", facts: { "output-voltage": 3.3, "regulator-type": "LDO" } },
  { mpn: "L7805CV", maker: "STMicroelectronics", pkg: "TO-220", facts: { "output-voltage": 5 } },
  { mpn: "STM32F103C8T6", maker: "STMicroelectronics", pkg: "LQFP-48", facts: { "flash-size": 64 * 1024, "ram-size": 20 * 1024 } },
  { mpn: "ATmega328P-PU", maker: "Microchip", pkg: "DIP-28", facts: { "flash-size": 32 * 1024 } },
  { mpn: "ESP32-WROOM-32E-N4", maker: "Espressif Systems", pkg: "Module", facts: { "flash-size": 4 * 1024 * 1024 } },
  { mpn: "RP2040", maker: "Raspberry Pi", pkg: "QFN-56", facts: { core: "ARM Cortex-M0+" } },
  { mpn: "LM358DR", maker: "Texas Instruments", pkg: "SOIC-8", facts: { channels: 2 } },
  { mpn: "TL072CP", maker: "Texas Instruments", pkg: "DIP-8", facts: { channels: 2 } },
  { mpn: "SN74HC595N", maker: "Texas Instruments", pkg: "DIP-16", facts: { "logic-function": "Shift Register" } },
  { mpn: "CD4017BE", maker: "Texas Instruments", pkg: "DIP-16", facts: { "logic-function": "Counter" } },
  { mpn: "PC817XNNSZ0F", maker: "Sharp", pkg: "DIP-4", facts: { "output-type": "Transistor" } },
  { mpn: "6N137", maker: "Broadcom", pkg: "DIP-8", facts: { "output-type": "Logic" } },
];

describe("the parts every engineer looks for", () => {
  it("are in the smallest catalog, from their real makers, in their packages, in their categories", async () => {
    const found = await rows<{ mpn: string; maker: string; category: string; properties: Record<string, unknown> }>(
      first.db,
      sql`SELECT p.mpn, m.name AS maker, c.code AS category, p.properties FROM products p
          JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id
          WHERE p.mpn = ANY(${sql.param(STAPLES.map((part) => part.mpn))}::text[])`,
    );
    const byMpn = new Map(found.map((part) => [part.mpn, part]));
    for (const staple of STAPLES) {
      const part = byMpn.get(staple.mpn);
      expect(part, staple.mpn).toBeDefined();
      expect(part!.maker, staple.mpn).toBe(staple.maker);
      expect(part!.properties, staple.mpn).toMatchObject({ package: staple.pkg, ...staple.facts });
    }
    expect(byMpn.get("NE555P")!.category).toBe("timers");
    expect(byMpn.get("SN74HC595N")!.category).toBe("logic-ics");
  });

  it("come first in their families, each with its family's property codes, and all of them in the catalog", async () => {
    const all = await rows<{ mpn: string; maker: string; category: string }>(
      first.db,
      sql`SELECT p.mpn, m.slug AS maker, c.code AS category FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id ORDER BY p.id`,
    );
    for (const family of families) {
      const staples = staplesOf(family.category);
      const codes = new Set(family.properties.map((property) => property.code));
      const written = all.filter((part) => part.category === family.category).slice(0, staples.length);
      expect(written, family.category).toEqual(
        staples.map((part) => ({ mpn: part.mpn, maker: part.manufacturer, category: family.category })),
      );
      for (const part of staples)
        expect(
          Object.keys(part.properties).filter((code) => !codes.has(code)),
          part.mpn,
        ).toEqual([]);
    }
  });
});
