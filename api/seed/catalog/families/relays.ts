import { formatQuantity } from "../../../modules/catalog/units";
import { priced, type Family, type PartSeed } from "../family";
import { spread } from "../space";

type ContactForm = "SPST-NO" | "SPDT" | "DPDT";
type RelayRow = [mpn: string, maker: string, form: ContactForm, coil: number, current: number, base: number];

/**
 * Real relays by their makers' ordering codes. Omron prints a space before the coil voltage ("G5LE-1 DC12");
 * it is written with a hyphen, as distributors list it, since a part number holds no spaces here.
 */
const RELAYS: RelayRow[] = [
  ["G5LE-1-DC5", "omron", "SPDT", 5, 10, 0.9],
  ["G5LE-1-DC12", "omron", "SPDT", 12, 10, 0.9],
  ["G5LE-1-DC24", "omron", "SPDT", 24, 10, 0.9],
  ["G5LE-1A-DC12", "omron", "SPST-NO", 12, 10, 0.85],
  ["G5LE-1-E-DC12", "omron", "SPDT", 12, 16, 1.1],
  ["G5V-1-DC5", "omron", "SPDT", 5, 1, 1.3],
  ["G5V-1-DC12", "omron", "SPDT", 12, 1, 1.3],
  ["G5V-2-DC5", "omron", "DPDT", 5, 2, 2.1],
  ["G5V-2-DC12", "omron", "DPDT", 12, 2, 2.1],
  ["G6K-2F-Y-DC5", "omron", "DPDT", 5, 1, 2.6],
  ["G2RL-1-DC12", "omron", "SPDT", 12, 12, 1.6],
  ["G2RL-1A-E-DC12", "omron", "SPST-NO", 12, 16, 1.7],
  ["G2R-1-DC24", "omron", "SPDT", 24, 10, 3.2],
  ["G2R-2-DC24", "omron", "DPDT", 24, 5, 4.1],
  ["ALQ105", "panasonic", "SPST-NO", 5, 10, 1.4],
  ["ALQ112", "panasonic", "SPST-NO", 12, 10, 1.4],
  ["ALQ124", "panasonic", "SPST-NO", 24, 10, 1.4],
  ["TQ2-5V", "panasonic", "DPDT", 5, 2, 3.3],
  ["TQ2-12V", "panasonic", "DPDT", 12, 2, 3.3],
  ["TQ2SA-5V", "panasonic", "DPDT", 5, 2, 3.6],
];

function relayPart([mpn, manufacturer, form, coil, current]: RelayRow, priceUsd: number): PartSeed {
  const text = (locale: "tr" | "en") => `${form}, ${formatQuantity(coil, "V", locale)}`;
  return {
    mpn,
    manufacturer,
    properties: { "coil-voltage": coil, "contact-current": current, "contact-form": form },
    en: `Power relay ${text("en")} DC coil, ${formatQuantity(current, "A", "en")} contacts`,
    tr: `Güç rölesi ${text("tr")} DC bobin, ${formatQuantity(current, "A", "tr")} kontak`,
    priceUsd,
    packaging: "tube",
    fullPack: 50,
    keywords: "relay role",
  };
}

export const relays: Family = {
  category: "relays",
  weight: 2,
  size: RELAYS.length,
  properties: [
    { code: "coil-voltage", tr: "Bobin Gerilimi", en: "Coil Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    {
      code: "contact-current",
      tr: "Kontak Akımı",
      en: "Contact Current Rating",
      kind: "numeric",
      unit: "A",
      quantity: "current",
      key: true,
    },
    { code: "contact-form", tr: "Kontak Yapısı", en: "Contact Form", kind: "enum", key: true },
  ],
  build(index, random) {
    const row = RELAYS[spread(index, this.size)];
    return relayPart(row, priced(random, row[5]));
  },
};
