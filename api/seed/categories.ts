/** The top of the category tree of a component distributor; the catalog seed hangs products (and deeper levels) under these codes. */
export interface CategorySeed {
  code: string;
  tr: string;
  en: string;
  featured?: boolean;
  children?: CategorySeed[];
}

export const categoryTree: CategorySeed[] = [
  {
    code: "resistors",
    tr: "Dirençler",
    en: "Resistors",
    featured: true,
    children: [
      { code: "chip-resistors", tr: "SMD Çip Dirençler", en: "Chip Resistors (SMD)" },
      { code: "through-hole-resistors", tr: "Geleneksel Dirençler", en: "Through-Hole Resistors" },
    ],
  },
  {
    code: "capacitors",
    tr: "Kondansatörler",
    en: "Capacitors",
    featured: true,
    children: [
      { code: "ceramic-capacitors", tr: "Seramik Kondansatörler", en: "Ceramic Capacitors" },
      { code: "aluminum-electrolytic-capacitors", tr: "Alüminyum Elektrolitik Kondansatörler", en: "Aluminum Electrolytic Capacitors" },
      { code: "tantalum-capacitors", tr: "Tantal Kondansatörler", en: "Tantalum Capacitors" },
    ],
  },
  {
    code: "inductors",
    tr: "Bobinler",
    en: "Inductors",
    children: [{ code: "power-inductors", tr: "Güç Bobinleri", en: "Power Inductors" }],
  },
  {
    code: "diodes",
    tr: "Diyotlar",
    en: "Diodes",
    children: [
      { code: "rectifier-diodes", tr: "Doğrultucu Diyotlar", en: "Rectifier Diodes" },
      { code: "zener-diodes", tr: "Zener Diyotlar", en: "Zener Diodes" },
      { code: "schottky-diodes", tr: "Schottky Diyotlar", en: "Schottky Diodes" },
    ],
  },
  {
    code: "transistors",
    tr: "Transistörler",
    en: "Transistors",
    children: [
      { code: "mosfets", tr: "MOSFET'ler", en: "MOSFETs" },
      { code: "bipolar-transistors", tr: "Bipolar Transistörler", en: "Bipolar Transistors (BJT)" },
    ],
  },
  {
    code: "integrated-circuits",
    tr: "Entegre Devreler",
    en: "Integrated Circuits",
    featured: true,
    children: [
      { code: "microcontrollers", tr: "Mikrodenetleyiciler", en: "Microcontrollers" },
      { code: "op-amps", tr: "İşlemsel Yükselteçler", en: "Op-Amps" },
      { code: "voltage-regulators", tr: "Voltaj Regülatörleri", en: "Voltage Regulators" },
      { code: "interface-ics", tr: "Arayüz Entegreleri", en: "Interface ICs" },
      { code: "memory", tr: "Bellekler", en: "Memory" },
      { code: "timers", tr: "Zamanlayıcı Entegreler", en: "Timers" },
      { code: "logic-ics", tr: "Lojik Entegreler", en: "Logic ICs" },
    ],
  },
  {
    code: "connectors",
    tr: "Konnektörler",
    en: "Connectors",
    children: [
      { code: "pin-headers", tr: "Pin Başlıkları", en: "Pin Headers" },
      { code: "terminal-blocks", tr: "Klemensler", en: "Terminal Blocks" },
    ],
  },
  {
    code: "optoelectronics",
    tr: "LED ve Optoelektronik",
    en: "LEDs & Optoelectronics",
    featured: true,
    children: [
      { code: "leds", tr: "LED'ler", en: "LEDs" },
      { code: "optocouplers", tr: "Optokuplörler", en: "Optocouplers" },
    ],
  },
  {
    code: "sensors",
    tr: "Sensörler",
    en: "Sensors",
    children: [{ code: "temperature-sensors", tr: "Sıcaklık Sensörleri", en: "Temperature Sensors" }],
  },
  {
    code: "electromechanical",
    tr: "Elektromekanik",
    en: "Electromechanical",
    children: [
      { code: "relays", tr: "Röleler", en: "Relays" },
      { code: "switches", tr: "Anahtarlar", en: "Switches" },
    ],
  },
  {
    code: "power-supplies",
    tr: "Güç Kaynakları",
    en: "Power Supplies",
    children: [
      { code: "ac-dc-converters", tr: "AC-DC Dönüştürücüler", en: "AC-DC Converters" },
      { code: "dc-dc-converters", tr: "DC-DC Dönüştürücüler", en: "DC-DC Converters" },
    ],
  },
  { code: "led-lighting", tr: "LED Aydınlatma", en: "LED Lighting" },
  { code: "aluminum-heat-sinks", tr: "Alüminyum Soğutucular", en: "Aluminum Heat Sinks" },
];

/** URL slug of a category name: lower case ASCII, Turkish letters transliterated. */
export function slugify(text: string): string {
  const turkish: Record<string, string> = {
    ç: "c",
    ğ: "g",
    ı: "i",
    İ: "i",
    ö: "o",
    ş: "s",
    ü: "u",
    Ç: "c",
    Ğ: "g",
    Ö: "o",
    Ş: "s",
    Ü: "u",
  };
  return text
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (letter) => turkish[letter])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
