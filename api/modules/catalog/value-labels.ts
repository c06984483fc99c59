import { localSizeText } from "@contract/engineering";
import type { ApiLocale } from "../../lib/locale";

/**
 * Turkish names of the catalogue's text values. The catalogue keeps each value once, in English as the makers'
 * datasheets write it (it is also the filter's value in shared links); a Turkish page shows these names. Part
 * names, package codes and standards (SOT-23, X7R, SPI, EEPROM, ARM Cortex-M0) read the same in both languages.
 * Packaging is not here: it is one of the contract's fixed names (contract/limits.ts), which the storefront translates.
 */
const TURKISH: Record<string, string> = {
  "Thick Film": "Kalın film",
  "Thin Film": "İnce film",
  "Metal Film": "Metal film",
  "N-Channel": "N kanal",
  "P-Channel": "P kanal",
  Blue: "Mavi",
  Green: "Yeşil",
  Orange: "Turuncu",
  Red: "Kırmızı",
  White: "Beyaz",
  Yellow: "Sarı",
  "Black Anodized": "Siyah eloksal",
  "Clear Anodized": "Şeffaf eloksal",
  "Natural (Mill)": "Doğal (ham)",
  "DIN Rail": "DIN ray",
  Enclosed: "Kapalı kasa",
  "PCB Mount": "PCB'ye montaj",
  Parallel: "Paralel",
  "Surface Mount": "Yüzey montaj",
  "Through Hole": "Delikli montaj",
  Logic: "Lojik",
  Transistor: "Transistör",
  Triac: "Triyak",
  "LED Driver": "LED sürücü",
  "LED Module": "LED modül",
  "LED Panel": "LED panel",
  "LED Strip": "LED şerit",
  "Fast Recovery": "Hızlı toparlanma",
  "Standard Recovery": "Standart toparlanma",
  Linear: "Lineer",
  "Switching (Buck)": "Anahtarlamalı (buck)",
  "Analog Voltage": "Analog gerilim",
  Shielded: "Ekranlı",
  "Semi-Shielded": "Yarı ekranlı",
  Slide: "Sürgülü",
  Tactile: "Buton (tact)",
  Toggle: "Kollu",
  Pluggable: "Geçmeli",
  Screw: "Vidalı",
  "Spring (Push-In)": "Yaylı (bas-tak)",
  Gold: "Altın",
  Tin: "Kalay",
  "Shift Register": "Kaydırmalı yazmaç",
  Gate: "Kapı",
  Inverter: "Evirici",
  "Flip-Flop": "Flip-flop",
  Buffer: "Tampon",
  Decoder: "Kod çözücü",
  Transceiver: "Alıcı-verici",
  Latch: "Tutucu (latch)",
  Counter: "Sayıcı",
  Multiplexer: "Çoklayıcı",
  "Analog Switch": "Analog anahtar",
};

/** "2000 Hrs @ 105°C", a capacitor's life: hours at a temperature. */
const LIFETIME = /^(\d+) Hrs @ (-?\d+°C)$/;

/** A text value as the page's language names it. */
export function valueLabel(value: string, locale: ApiLocale): string {
  if (locale === "en") return value;
  const lifetime = LIFETIME.exec(value);
  if (lifetime) return `${lifetime[2]}'de ${lifetime[1]} saat`;
  return TURKISH[value] ?? localSizeText(value, locale);
}
