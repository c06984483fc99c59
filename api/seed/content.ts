/** Sample texts for the content pages; each says plainly that it is a sample to be replaced by the legal team's text. */
interface PageSeed {
  key: string;
  tr: string;
  en: string;
}

export const policyPages: PageSeed[] = [
  { key: "personal-data-protection-aggrements", tr: "Kişisel Verilerin Korunması Sözleşmeleri", en: "Personal Data Protection Agreements" },
  { key: "personal-data-protection", tr: "Kişisel Verilerin Korunması Aydınlatma Metni", en: "Personal Data Protection Notice" },
  { key: "personal-data-protection-form", tr: "KVKK Başvuru Formu", en: "Personal Data Application Form" },
  { key: "privacy-policy", tr: "Gizlilik Politikası", en: "Privacy Policy" },
  { key: "cookie-policy", tr: "Çerez Politikası", en: "Cookie Policy" },
  { key: "etrade-distant-sales-contract", tr: "Mesafeli Satış Sözleşmesi", en: "Distance Sales Contract" },
  { key: "membership-agreement", tr: "Üyelik Sözleşmesi", en: "Membership Agreement" },
  { key: "refund-and-cancellation-agreement", tr: "İade ve İptal Koşulları", en: "Refund and Cancellation Terms" },
  { key: "information-security-policy", tr: "Bilgi Güvenliği Politikası", en: "Information Security Policy" },
  { key: "integrated-management-system-policy", tr: "Entegre Yönetim Sistemi Politikası", en: "Integrated Management System Policy" },
];

function samplePolicyBody(title: string, locale: "tr" | "en", storeName: string): string {
  if (locale === "tr") {
    return [
      `Bu sayfadaki metin örnek metindir. "${title}" belgesinin hukuki olarak geçerli son hali, ${storeName} hukuk ekibi tarafından hazırlanarak bu metnin yerine konacaktır.`,
      "## Kapsam",
      `Bu belge, ${storeName} çevrimiçi mağazasını kullanan bireysel ve kurumsal müşterilerimizi kapsar. Sipariş, teklif ve iletişim formları aracılığıyla bize ilettiğiniz bilgiler bu belgede anlatılan ilkelere göre işlenir.`,
      "## İletişim",
      "Bu belgeyle ilgili sorularınızı iletişim sayfamızdaki form aracılığıyla bize iletebilirsiniz.",
    ].join("\n\n");
  }
  return [
    `The text on this page is sample text. The legally binding version of "${title}" will be written by the ${storeName} legal team and will replace it.`,
    "## Scope",
    `This document covers the consumers and business customers who use the ${storeName} online store. What you send us through orders, quotes and contact forms is processed under the principles described here.`,
    "## Contact",
    "Send your questions about this document through the form on our contact page.",
  ].join("\n\n");
}

function aboutBody(locale: "tr" | "en", storeName: string): string {
  if (locale === "tr") {
    return [
      `Bu metin örnek metindir. ${storeName}, Türkiye'deki mühendislere ve satın alma ekiplerine elektronik komponent tedarik eden bir distribütördür.`,
      "## Ne yapıyoruz",
      "Dirençten mikrodenetleyiciye geniş bir ürün yelpazesini stoktan satıyor; PCB ve stencil, alüminyum soğutucu ve LED aydınlatma için projeye özel teklif hazırlıyoruz. FAE ve Ar-Ge ekibimiz tasarım aşamasında destek verir.",
      "## Kimlere hizmet veriyoruz",
      "Kurumsal müşterilerimize alt kullanıcılar, roller, projeler ve vadeli cari hesap; bireysel müşterilerimize hızlı ve güvenli alışveriş sunuyoruz.",
    ].join("\n\n");
  }
  return [
    `This is sample text. ${storeName} is a distributor of electronic components for engineers and purchasing teams in Turkey.`,
    "## What we do",
    "We sell a broad range from stock, from resistors to microcontrollers, and prepare made-to-order quotes for PCBs and stencils, aluminum heat sinks and LED lighting. Our FAE and R&D team supports you while you design.",
    "## Who we serve",
    "Business customers get sub-users, roles, projects and net-term current accounts; consumers get fast and safe shopping.",
  ].join("\n\n");
}

export function contentPageSeeds(storeName: string) {
  const rows: Array<{ key: string; locale: string; title: string; summary: string; body: string }> = [];
  for (const page of policyPages) {
    for (const locale of ["tr", "en"] as const) {
      const title = page[locale];
      rows.push({ key: page.key, locale, title, summary: "", body: samplePolicyBody(title, locale, storeName) });
    }
  }
  rows.push(
    { key: "about", locale: "tr", title: "Hakkımızda", summary: "Elektronik komponent distribütörü", body: aboutBody("tr", storeName) },
    { key: "about", locale: "en", title: "About us", summary: "Electronic components distributor", body: aboutBody("en", storeName) },
  );
  return rows;
}
