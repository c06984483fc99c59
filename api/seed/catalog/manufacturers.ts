/** Real component makers; `rep` marks the brands the store represents (its brands page). */
export interface ManufacturerSeed {
  slug: string;
  name: string;
  country: string;
  website: string;
  rep?: boolean;
}

export const manufacturerSeeds: ManufacturerSeed[] = [
  { slug: "yageo", name: "Yageo", country: "Taiwan", website: "https://www.yageo.com", rep: true },
  { slug: "vishay", name: "Vishay", country: "USA", website: "https://www.vishay.com", rep: true },
  { slug: "murata", name: "Murata", country: "Japan", website: "https://www.murata.com", rep: true },
  { slug: "tdk", name: "TDK", country: "Japan", website: "https://www.tdk.com", rep: true },
  { slug: "samsung-electro-mechanics", name: "Samsung Electro-Mechanics", country: "South Korea", website: "https://www.samsungsem.com" },
  { slug: "kemet", name: "KEMET", country: "USA", website: "https://www.kemet.com" },
  { slug: "panasonic", name: "Panasonic", country: "Japan", website: "https://industrial.panasonic.com" },
  { slug: "texas-instruments", name: "Texas Instruments", country: "USA", website: "https://www.ti.com", rep: true },
  { slug: "stmicroelectronics", name: "STMicroelectronics", country: "Switzerland", website: "https://www.st.com", rep: true },
  { slug: "microchip", name: "Microchip", country: "USA", website: "https://www.microchip.com", rep: true },
  { slug: "nxp", name: "NXP", country: "Netherlands", website: "https://www.nxp.com" },
  { slug: "infineon", name: "Infineon", country: "Germany", website: "https://www.infineon.com", rep: true },
  { slug: "onsemi", name: "onsemi", country: "USA", website: "https://www.onsemi.com" },
  { slug: "nexperia", name: "Nexperia", country: "Netherlands", website: "https://www.nexperia.com" },
  { slug: "diodes-inc", name: "Diodes Inc.", country: "USA", website: "https://www.diodes.com" },
  { slug: "rohm", name: "ROHM", country: "Japan", website: "https://www.rohm.com" },
  { slug: "analog-devices", name: "Analog Devices", country: "USA", website: "https://www.analog.com" },
  { slug: "wurth-elektronik", name: "Würth Elektronik", country: "Germany", website: "https://www.we-online.com", rep: true },
  { slug: "bourns", name: "Bourns", country: "USA", website: "https://www.bourns.com" },
  { slug: "te-connectivity", name: "TE Connectivity", country: "Switzerland", website: "https://www.te.com" },
  { slug: "molex", name: "Molex", country: "USA", website: "https://www.molex.com" },
  { slug: "amphenol", name: "Amphenol", country: "USA", website: "https://www.amphenol.com" },
  { slug: "kingbright", name: "Kingbright", country: "Taiwan", website: "https://www.kingbrightusa.com", rep: true },
  { slug: "lite-on", name: "Lite-On", country: "Taiwan", website: "https://optoelectronics.liteon.com" },
  { slug: "osram", name: "ams OSRAM", country: "Germany", website: "https://ams-osram.com" },
  { slug: "broadcom", name: "Broadcom", country: "USA", website: "https://www.broadcom.com" },
  { slug: "omron", name: "Omron", country: "Japan", website: "https://components.omron.com" },
  { slug: "mean-well", name: "Mean Well", country: "Taiwan", website: "https://www.meanwell.com", rep: true },
  { slug: "fischer-elektronik", name: "Fischer Elektronik", country: "Germany", website: "https://www.fischerelektronik.de", rep: true },
  { slug: "koa-speer", name: "KOA Speer", country: "Japan", website: "https://www.koaspeer.com" },
  { slug: "phoenix-contact", name: "Phoenix Contact", country: "Germany", website: "https://www.phoenixcontact.com" },
  { slug: "nichicon", name: "Nichicon", country: "Japan", website: "https://www.nichicon.co.jp" },
  { slug: "recom", name: "RECOM", country: "Austria", website: "https://recom-power.com" },
  {
    slug: "advanced-monolithic-systems",
    name: "Advanced Monolithic Systems",
    country: "USA",
    website: "http://www.advanced-monolithic.com",
  },
  { slug: "alpha-omega-semiconductor", name: "Alpha & Omega Semiconductor", country: "USA", website: "https://www.aosmd.com" },
  { slug: "espressif", name: "Espressif Systems", country: "China", website: "https://www.espressif.com" },
  { slug: "raspberry-pi", name: "Raspberry Pi", country: "United Kingdom", website: "https://www.raspberrypi.com" },
  { slug: "sharp", name: "Sharp", country: "Japan", website: "https://global.sharp" },
];
