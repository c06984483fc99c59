import { writeNumber } from "@contract/calculators/numbers";
import { priced, si, type Family, type PropertySeed } from "../family";
import { digits, spread } from "../space";

const packageCase: PropertySeed = { code: "package", tr: "Kılıf", en: "Package / Case", kind: "enum", quantity: "package", key: true };
const temperature: PropertySeed = { code: "operating-temperature", tr: "Çalışma Sıcaklığı", en: "Operating Temperature", kind: "enum" };
const pitch: PropertySeed = { code: "pitch", tr: "Adım", en: "Pitch", kind: "numeric", unit: "m", key: true };
const positions: PropertySeed = { code: "positions", tr: "Pin Sayısı", en: "Number of Positions", kind: "numeric", unit: "", key: true };

export const pinHeaders: Family = {
  category: "pin-headers",
  weight: 5,
  size: 4 * 3 * 2 * 40 * 2 * 2,
  properties: [
    pitch,
    positions,
    { code: "rows", tr: "Sıra", en: "Number of Rows", kind: "numeric", unit: "", key: true },
    { code: "mounting", tr: "Montaj", en: "Mounting Type", kind: "enum", key: true },
    { code: "contact-finish", tr: "Kontak Kaplama", en: "Contact Finish", kind: "enum" },
  ],
  build(index, random) {
    const [makerIndex, pitchIndex, rowIndex, countIndex, smd, gold] = digits(spread(index, this.size), [4, 3, 2, 40, 2, 2]);
    const maker = ["wurth-elektronik", "molex", "amphenol", "te-connectivity"][makerIndex];
    const pitchMm = [2.54, 2.0, 1.27][pitchIndex];
    const rows = rowIndex + 1;
    const count = (countIndex + 1) * rows;
    const prefix = ["613", "22-28-", "G800W", "5-146"][makerIndex];
    return {
      mpn: `${prefix}${String(count).padStart(3, "0")}${rows}${pitchIndex}${smd ? "SMT" : ""}${gold ? "G" : "T"}`,
      manufacturer: maker,
      properties: {
        pitch: si(pitchMm, -3),
        positions: count,
        rows,
        mounting: smd ? "Surface Mount" : "Through Hole",
        "contact-finish": gold ? "Gold" : "Tin",
      },
      en: `Pin header ${rows}x${count / rows}, ${count} positions, ${pitchMm} mm pitch, ${smd ? "SMD" : "through hole"}, ${gold ? "gold" : "tin"} plated`,
      tr: `Pin başlık ${rows}x${count / rows}, ${count} pin, ${writeNumber(pitchMm, "tr")} mm adım, ${smd ? "SMD" : "delikli montaj"}, ${gold ? "altın" : "kalay"} kaplama`,
      priceUsd: priced(random, 0.05 + count * 0.02 * (gold ? 1.6 : 1)),
      packaging: smd ? "tray" : "bulk",
      fullPack: 100,
      keywords: "connector konnektor header pin baslik",
    };
  },
};

export const terminalBlocks: Family = {
  category: "terminal-blocks",
  weight: 3,
  size: 3 * 4 * 23 * 3,
  properties: [
    pitch,
    positions,
    { code: "current-rating", tr: "Akım", en: "Current Rating", kind: "numeric", unit: "A", quantity: "current", key: true },
    { code: "wire-connection", tr: "Bağlantı", en: "Wire Termination", kind: "enum", key: true },
  ],
  build(index, random) {
    const [makerIndex, pitchIndex, countIndex, termIndex] = digits(spread(index, this.size), [3, 4, 23, 3]);
    const maker = ["phoenix-contact", "wurth-elektronik", "te-connectivity"][makerIndex];
    const pitchMm = [2.54, 3.5, 5.0, 5.08][pitchIndex];
    const count = countIndex + 2;
    const termination = ["Screw", "Spring (Push-In)", "Pluggable"][termIndex];
    return {
      mpn: `${["MKDS", "691", "282"][makerIndex]}${termIndex}${pitchIndex}-${count}-${String(pitchMm).replace(".", "")}`,
      manufacturer: maker,
      properties: {
        pitch: si(pitchMm, -3),
        positions: count,
        "current-rating": pitchMm < 3 ? 6 : pitchMm < 5 ? 10 : 16,
        "wire-connection": termination,
      },
      en: `PCB terminal block, ${count} positions, ${pitchMm} mm pitch, ${termination.toLowerCase()}`,
      tr: `PCB klemens, ${count} kutup, ${writeNumber(pitchMm, "tr")} mm adım, ${["vidalı", "yaylı", "geçmeli"][termIndex]}`,
      priceUsd: priced(random, 0.2 + count * 0.15),
      packaging: "bulk",
      fullPack: 50,
      keywords: "terminal block klemens connector konnektor",
    };
  },
};

const LED_COLORS = [
  { color: "Red", tr: "Kırmızı", nm: 625, vf: 2.0, code: "SURCK" },
  { color: "Green", tr: "Yeşil", nm: 525, vf: 3.2, code: "ZGCK" },
  { color: "Blue", tr: "Mavi", nm: 470, vf: 3.2, code: "QBC" },
  { color: "Yellow", tr: "Sarı", nm: 590, vf: 2.1, code: "SYCK" },
  { color: "White", tr: "Beyaz", nm: 0, vf: 3.0, code: "PWC" },
  { color: "Orange", tr: "Turuncu", nm: 605, vf: 2.0, code: "SECK" },
] as const;
const LED_PACKAGES = ["0402", "0603", "0805", "1206", "3 mm", "5 mm", "PLCC-2"] as const;

export const leds: Family = {
  category: "leds",
  weight: 3,
  size: 3 * LED_COLORS.length * LED_PACKAGES.length * 6,
  properties: [
    { code: "color", tr: "Renk", en: "Color", kind: "enum", key: true },
    { code: "wavelength", tr: "Dalga Boyu", en: "Wavelength", kind: "numeric", unit: "m" },
    { code: "luminous-intensity", tr: "Işık Şiddeti", en: "Luminous Intensity", kind: "numeric", unit: "cd", key: true },
    { code: "forward-voltage", tr: "İleri Gerilim", en: "Forward Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    packageCase,
  ],
  build(index, random) {
    const [makerIndex, colorIndex, packageIndex, brightness] = digits(spread(index, this.size), [
      3,
      LED_COLORS.length,
      LED_PACKAGES.length,
      6,
    ]);
    const maker = ["kingbright", "osram", "broadcom"][makerIndex];
    const color = LED_COLORS[colorIndex];
    const pkg = LED_PACKAGES[packageIndex];
    const mcd = [20, 50, 120, 300, 800, 2000][brightness];
    const smd = !pkg.includes("mm");
    const mpn =
      maker === "kingbright"
        ? `${smd ? `APT${pkg === "PLCC-2" ? "3528" : pkg}` : `WP7113`}${color.code}${brightness ? `-${["", "A", "C", "D", "E", "F"][brightness]}` : ""}`
        : maker === "osram"
          ? `L${color.color[0]}${pkg === "PLCC-2" ? "T67K" : smd ? `Q${pkg.slice(1, 3)}S` : "3336"}-${["H", "J", "K", "M", "N", "P"][brightness]}${packageIndex}`
          : `HSM${color.color[0]}-C${pkg.replace(/\D/g, "").slice(0, 3)}${brightness}`;
    return {
      mpn,
      manufacturer: maker,
      properties: {
        color: color.color,
        ...(color.nm ? { wavelength: si(color.nm, -9) } : {}),
        "luminous-intensity": si(mcd, -3),
        "forward-voltage": color.vf,
        package: pkg,
      },
      en: `${color.color} LED, ${mcd} mcd, ${color.vf}V, ${pkg}`,
      tr: `${color.tr} LED, ${writeNumber(mcd, "tr")} mcd, ${writeNumber(color.vf, "tr")}V, ${pkg}`,
      priceUsd: priced(random, smd ? 0.06 + brightness * 0.03 : 0.08),
      packaging: smd ? "tape" : "bulk",
      fullPack: smd ? 4000 : 1000,
      keywords: "led diyot isik",
    };
  },
};

export const optocouplers: Family = {
  category: "optocouplers",
  weight: 1,
  size: 4 * 4 * 3 * 2,
  properties: [
    { code: "output-type", tr: "Çıkış Tipi", en: "Output Type", kind: "enum", key: true },
    { code: "isolation-voltage", tr: "İzolasyon Gerilimi", en: "Isolation Voltage", kind: "numeric", unit: "V", key: true },
    { code: "channels", tr: "Kanal Sayısı", en: "Number of Channels", kind: "numeric", unit: "", key: true },
    packageCase,
  ],
  build(index, random) {
    const [makerIndex, typeIndex, channelIndex, smd] = digits(spread(index, this.size), [4, 4, 3, 2]);
    const maker = ["vishay", "broadcom", "onsemi", "omron"][makerIndex];
    const type = ["Transistor", "Darlington", "Logic", "Triac"][typeIndex];
    const channels = [1, 2, 4][channelIndex];
    const pkg = smd ? `SMD-${channels * 4}` : `DIP-${channels * 4}`;
    return {
      mpn: `${["VO6", "HCPL-0", "MOC3", "G3VM-"][makerIndex]}${typeIndex}${channels}${smd ? "S" : ""}${["-X001T", "-500E", "M", "(TR)"][makerIndex]}`,
      manufacturer: maker,
      properties: { "output-type": type, "isolation-voltage": typeIndex === 2 ? 3750 : 5000, channels, package: pkg },
      en: `${channels}-channel optocoupler, ${type.toLowerCase()} output, ${pkg}`,
      tr: `${channels} kanallı optokuplör, ${type.toLowerCase()} çıkış, ${pkg}`,
      priceUsd: priced(random, 0.3 * channels + typeIndex * 0.2),
      packaging: smd ? "tape" : "tube",
      fullPack: smd ? 1000 : 100,
      keywords: "optocoupler optokuplor isolator",
    };
  },
};

export const temperatureSensors: Family = {
  category: "temperature-sensors",
  weight: 1,
  size: 6 * 4 * 4 * 2,
  properties: [
    { code: "sensor-output", tr: "Çıkış", en: "Output Type", kind: "enum", key: true },
    { code: "accuracy", tr: "Doğruluk", en: "Accuracy", kind: "numeric", unit: "°C", key: true },
    packageCase,
    temperature,
  ],
  build(index, random) {
    const [partIndex, accuracyIndex, packageIndex, reel] = digits(spread(index, this.size), [6, 4, 4, 2]);
    const [maker, part, output] = [
      ["texas-instruments", "TMP117", "I²C"],
      ["texas-instruments", "LMT87", "Analog Voltage"],
      ["microchip", "MCP9808", "I²C"],
      ["analog-devices", "ADT7420", "I²C"],
      ["nxp", "PCT2075", "I²C"],
      ["stmicroelectronics", "STTS22H", "I²C"],
    ][partIndex];
    const accuracy = [0.1, 0.25, 0.5, 1][accuracyIndex];
    const [pkgCode, pkg] = [
      ["AIDRV", "WSON-6"],
      ["DBZ", "SOT-23"],
      ["-E/MS", "MSOP-8"],
      ["UCP", "LFCSP-16"],
    ][packageIndex];
    return {
      mpn: `${part}${["A", "B", "C", "D"][accuracyIndex]}${pkgCode}${reel ? "R" : ""}`,
      manufacturer: maker,
      properties: { "sensor-output": output, accuracy, package: pkg, "operating-temperature": "-55 °C ~ 150 °C" },
      en: `Digital temperature sensor ±${accuracy}°C, ${output} output, ${pkg}`,
      tr: `Sıcaklık sensörü ±${writeNumber(accuracy, "tr")}°C, ${output} çıkış, ${pkg}`,
      priceUsd: priced(random, 3 / (1 + accuracyIndex)),
      packaging: reel ? "tape" : "tube",
      fullPack: reel ? 3000 : 100,
      keywords: "temperature sensor sicaklik sensoru",
    };
  },
};

export const relays: Family = {
  category: "relays",
  weight: 2,
  size: 3 * 6 * 3 * 4,
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
    const [makerIndex, coilIndex, formIndex, currentIndex] = digits(spread(index, this.size), [3, 6, 3, 4]);
    const maker = ["omron", "te-connectivity", "panasonic"][makerIndex];
    const coil = [3, 5, 9, 12, 24, 48][coilIndex];
    const form = ["SPST-NO", "SPDT", "DPDT"][formIndex];
    const current = [1, 5, 10, 16][currentIndex];
    return {
      mpn: `${["G5LE-", "RT", "ALQ"][makerIndex]}${formIndex}${currentIndex}${makerIndex === 0 ? "-" : ""}DC${coil}`,
      manufacturer: maker,
      properties: { "coil-voltage": coil, "contact-current": current, "contact-form": form },
      en: `Power relay ${form}, ${coil}V DC coil, ${current}A contacts`,
      tr: `Güç rölesi ${form}, ${writeNumber(coil, "tr")}V DC bobin, ${writeNumber(current, "tr")}A kontak`,
      priceUsd: priced(random, 0.8 + current * 0.1 + formIndex * 0.5),
      packaging: "tube",
      fullPack: 50,
      keywords: "relay role",
    };
  },
};

export const switches: Family = {
  category: "switches",
  weight: 2,
  size: 3 * 4 * 5 * 4,
  properties: [
    { code: "switch-type", tr: "Anahtar Tipi", en: "Switch Type", kind: "enum", key: true },
    { code: "actuator-height", tr: "Tetik Yüksekliği", en: "Actuator Height", kind: "numeric", unit: "m", key: true },
    { code: "operating-force", tr: "Çalışma Kuvveti", en: "Operating Force", kind: "enum" },
    { code: "mounting", tr: "Montaj", en: "Mounting Type", kind: "enum" },
  ],
  build(index, random) {
    const [makerIndex, typeIndex, heightIndex, forceIndex] = digits(spread(index, this.size), [3, 4, 5, 4]);
    const maker = ["omron", "te-connectivity", "wurth-elektronik"][makerIndex];
    const type = ["Tactile", "Slide", "DIP", "Toggle"][typeIndex];
    const height = [3.5, 4.3, 5, 7, 9.5][heightIndex];
    const force = ["100 gf", "160 gf", "260 gf", "320 gf"][forceIndex];
    return {
      mpn: `${["B3F-", "FSM", "4303"][makerIndex]}${typeIndex}${String(height * 10)}${forceIndex}${makerIndex === 2 ? "00" : ""}`,
      manufacturer: maker,
      properties: {
        "switch-type": type,
        "actuator-height": si(height, -3),
        "operating-force": force,
        mounting: typeIndex === 0 && heightIndex < 2 ? "Surface Mount" : "Through Hole",
      },
      en: `${type} switch, ${height} mm actuator, ${force}`,
      tr: `${{ Tactile: "Tact", Slide: "Sürgülü", DIP: "DIP", Toggle: "Toggle" }[type]} anahtar, ${writeNumber(height, "tr")} mm, ${force}`,
      priceUsd: priced(random, 0.15 + typeIndex * 0.3),
      packaging: "bulk",
      fullPack: 250,
      keywords: "switch anahtar buton",
    };
  },
};

const ACDC_POWERS = [5, 10, 15, 25, 35, 50, 75, 100, 150, 200, 320, 600] as const;
const OUTPUT_VOLTAGES = [3.3, 5, 12, 15, 24, 48] as const;

export const acDcConverters: Family = {
  category: "ac-dc-converters",
  weight: 2,
  size: 4 * ACDC_POWERS.length * OUTPUT_VOLTAGES.length,
  properties: [
    { code: "output-voltage", tr: "Çıkış Gerilimi", en: "Output Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "output-power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "form-factor", tr: "Yapı", en: "Form Factor", kind: "enum", key: true },
  ],
  build(index, random) {
    const [seriesIndex, powerIndex, voltIndex] = digits(spread(index, this.size), [4, ACDC_POWERS.length, OUTPUT_VOLTAGES.length]);
    const [maker, prefix, form] = [
      ["mean-well", "LRS-", "Enclosed"],
      ["mean-well", "HDR-", "DIN Rail"],
      ["mean-well", "IRM-", "PCB Mount"],
      ["recom", "RAC", "PCB Mount"],
    ][seriesIndex];
    const watts = ACDC_POWERS[powerIndex];
    const volts = OUTPUT_VOLTAGES[voltIndex];
    return {
      mpn:
        prefix === "RAC"
          ? `RAC${String(watts).padStart(2, "0")}-${String(volts).replace(".", "")}SK`
          : `${prefix}${watts}-${volts === 3.3 ? "3.3" : volts}`,
      manufacturer: maker,
      properties: { "output-voltage": volts, "output-power": watts, "form-factor": form },
      en: `AC-DC power supply ${watts}W ${volts}V, ${form.toLowerCase()}`,
      tr: `AC-DC güç kaynağı ${writeNumber(watts, "tr")}W ${writeNumber(volts, "tr")}V, ${{ Enclosed: "kapalı kasa", "DIN Rail": "DIN ray", "PCB Mount": "PCB tipi" }[form]}`,
      priceUsd: priced(random, 6 + watts * 0.12),
      packaging: "bulk",
      fullPack: 20,
      keywords: "power supply guc kaynagi smps adaptör",
    };
  },
};

export const dcDcConverters: Family = {
  category: "dc-dc-converters",
  weight: 2,
  size: 3 * 5 * OUTPUT_VOLTAGES.length * 3,
  properties: [
    { code: "input-voltage", tr: "Giriş Gerilimi", en: "Input Voltage (Nominal)", kind: "numeric", unit: "V", key: true },
    { code: "output-voltage", tr: "Çıkış Gerilimi", en: "Output Voltage", kind: "numeric", unit: "V", quantity: "voltage", key: true },
    { code: "output-power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "isolation", tr: "İzolasyon", en: "Isolation", kind: "enum", key: true },
  ],
  build(index, random) {
    const [makerIndex, powerIndex, voltIndex, inputIndex] = digits(spread(index, this.size), [3, 5, OUTPUT_VOLTAGES.length, 3]);
    const maker = ["recom", "mean-well", "texas-instruments"][makerIndex];
    const watts = [1, 2, 3, 6, 10][powerIndex];
    const volts = OUTPUT_VOLTAGES[voltIndex];
    const input = [5, 12, 24][inputIndex];
    const vout = String(volts).replace(".", "");
    return {
      mpn: [
        `R${watts}SE-${String(input).padStart(2, "0")}${vout.padStart(2, "0")}`,
        `SFT${watts}0${String(input).padStart(2, "0")}${vout}`,
        `DCH${watts}0${input}${vout}D`,
      ][makerIndex],
      manufacturer: maker,
      properties: {
        "input-voltage": input,
        "output-voltage": volts,
        "output-power": watts,
        isolation: makerIndex === 2 ? "3000 VDC" : "1000 VDC",
      },
      en: `Isolated DC-DC converter ${input}V to ${volts}V, ${watts}W`,
      tr: `İzoleli DC-DC dönüştürücü ${writeNumber(input, "tr")}V - ${writeNumber(volts, "tr")}V, ${writeNumber(watts, "tr")}W`,
      priceUsd: priced(random, 2.5 + watts * 0.9),
      packaging: "tube",
      fullPack: 25,
      keywords: "dc-dc converter donusturucu",
    };
  },
};

export const ledLighting: Family = {
  category: "led-lighting",
  weight: 2,
  size: 4 * 8 * 5 * 3,
  properties: [
    { code: "product-type", tr: "Ürün Tipi", en: "Product Type", kind: "enum", key: true },
    { code: "power", tr: "Güç", en: "Power", kind: "numeric", unit: "W", quantity: "power", key: true },
    { code: "color-temperature", tr: "Renk Sıcaklığı", en: "Color Temperature", kind: "numeric", unit: "K", key: true },
    { code: "luminous-flux", tr: "Işık Akısı", en: "Luminous Flux", kind: "numeric", unit: "lm", key: true },
    { code: "ip-rating", tr: "IP Sınıfı", en: "Ingress Protection", kind: "enum", key: true },
  ],
  build(index, random) {
    const [typeIndex, powerIndex, cctIndex, ipIndex] = digits(spread(index, this.size), [4, 8, 5, 3]);
    const [maker, prefix, type, tr] = [
      ["osram", "LS-PF", "LED Strip", "LED şerit"],
      ["mean-well", "XLG-", "LED Driver", "LED sürücü"],
      ["osram", "PL-", "LED Panel", "LED panel"],
      ["wurth-elektronik", "1503", "LED Module", "LED modül"],
    ][typeIndex];
    const watts = [5, 10, 18, 25, 36, 50, 75, 100][powerIndex];
    const cct = [2700, 3000, 4000, 5000, 6500][cctIndex];
    const ip = ["IP20", "IP65", "IP67"][ipIndex];
    return {
      mpn: `${prefix}${watts}-${cct / 100}${ip.slice(2)}`,
      manufacturer: maker,
      properties: { "product-type": type, power: watts, "color-temperature": cct, "luminous-flux": watts * 110, "ip-rating": ip },
      en: `${type} ${watts}W ${cct}K ${ip}, ${watts * 110} lm`,
      tr: `${tr} ${writeNumber(watts, "tr")}W ${cct}K ${ip}, ${writeNumber(watts * 110, "tr")} lm`,
      priceUsd: priced(random, 4 + watts * 0.35),
      packaging: "bulk",
      fullPack: 10,
      keywords: "led lighting aydinlatma led aydınlatma",
    };
  },
};

const PROFILES = [
  { code: "SK89", width: 75, height: 25, rth: [4.1, 2.6, 1.8, 1.3] },
  { code: "SK92", width: 100, height: 40, rth: [2.5, 1.6, 1.1, 0.8] },
  { code: "SK47", width: 88, height: 35, rth: [2.9, 1.9, 1.3, 1.0] },
  { code: "SK68", width: 30, height: 15, rth: [9.0, 6.4, 4.6, 3.5] },
  { code: "SK104", width: 25, height: 12, rth: [11, 7.5, 5.6, 4.4] },
  { code: "SK145", width: 160, height: 60, rth: [1.2, 0.75, 0.5, 0.38] },
  { code: "SK409", width: 45, height: 25, rth: [6.1, 4.0, 2.9, 2.2] },
  { code: "SK481", width: 135, height: 50, rth: [1.5, 0.95, 0.65, 0.5] },
] as const;
const LENGTHS = [37.5, 50, 75, 100, 150, 200] as const;

export const heatSinks: Family = {
  category: "aluminum-heat-sinks",
  weight: 2,
  size: PROFILES.length * LENGTHS.length * 3,
  properties: [
    { code: "length", tr: "Uzunluk", en: "Length", kind: "numeric", unit: "m", key: true },
    { code: "width", tr: "Genişlik", en: "Width", kind: "numeric", unit: "m", key: true },
    { code: "height", tr: "Yükseklik", en: "Height", kind: "numeric", unit: "m", key: true },
    { code: "thermal-resistance", tr: "Isıl Direnç", en: "Thermal Resistance", kind: "numeric", unit: "K/W", key: true },
    { code: "finish", tr: "Yüzey", en: "Finish", kind: "enum", key: true },
    { code: "material", tr: "Malzeme", en: "Material", kind: "enum" },
  ],
  build(index, random) {
    const [profileIndex, lengthIndex, finishIndex] = digits(spread(index, this.size), [PROFILES.length, LENGTHS.length, 3]);
    const profile = PROFILES[profileIndex];
    const length = LENGTHS[lengthIndex];
    const finish = ["Black Anodized", "Natural (Mill)", "Clear Anodized"][finishIndex];
    const rth = Number((profile.rth[Math.min(3, Math.floor(lengthIndex * 0.7))] * (finishIndex === 1 ? 1.1 : 1)).toPrecision(2));
    return {
      // Fischer writes "SK 89 37,5 SA"; distributors list it without spaces, as a part number is typed.
      mpn: `${profile.code}-${length}-${["SA", "ME", "AL"][finishIndex]}`,
      manufacturer: "fischer-elektronik",
      properties: {
        length: si(length, -3),
        width: si(profile.width, -3),
        height: si(profile.height, -3),
        "thermal-resistance": rth,
        finish,
        material: "Aluminum EN AW-6060",
      },
      en: `Extruded aluminum heat sink ${profile.width}x${profile.height}x${length} mm, ${rth} K/W, ${finish.toLowerCase()}`,
      tr: `Ekstrüzyon alüminyum soğutucu ${writeNumber(profile.width, "tr")}x${writeNumber(profile.height, "tr")}x${writeNumber(length, "tr")} mm, ${writeNumber(rth, "tr")} K/W, ${["siyah eloksal", "ham", "şeffaf eloksal"][finishIndex]}`,
      priceUsd: priced(random, 1.5 + (profile.width * profile.height * length) / 20000),
      packaging: "bulk",
      fullPack: 10,
      keywords: "heat sink soğutucu sogutucu aluminyum alüminyum",
    };
  },
};
