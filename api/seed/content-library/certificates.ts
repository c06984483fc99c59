import { startPdf } from "../../lib/pdf";

// The certificates the store shows, as samples: their PDF files are drawn here (never committed as binaries), each
// saying on its face, in both languages, that it is a sample that certifies nothing.

interface CertificateSeed {
  slug: string;
  fileName: string;
  number: string;
  /** Who issued it; null: the store itself (a declaration). */
  issuer: string | null;
  issuedOn: string;
  validUntil: string | null;
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  scope: { tr: string; en: string };
}

const CERTIFICATION_BODY = "Kalibre Belgelendirme A.Ş.";

export const CERTIFICATES: CertificateSeed[] = [
  {
    slug: "iso-9001-2015",
    fileName: "iso-9001-2015-certificate.pdf",
    number: "QMS-2025-0412",
    issuer: CERTIFICATION_BODY,
    issuedOn: "2025-06-01",
    validUntil: "2028-05-31",
    title: { tr: "ISO 9001:2015 Kalite Yönetim Sistemi Belgesi", en: "ISO 9001:2015 Quality Management System Certificate" },
    description: {
      tr: "Elektronik komponentlerin tedariki, depolanması, satışı ve dağıtımı için kurduğumuz kalite yönetim sisteminin ISO 9001:2015 standardına uygun olduğunu gösterir. Örnek belgedir.",
      en: "Shows that the quality management system we run for the procurement, storage, sale and distribution of electronic components conforms to ISO 9001:2015. A sample document.",
    },
    scope: {
      tr: "Elektronik komponentlerin tedariki, depolanması, satışı ve dağıtımı; PCB, stencil, alüminyum soğutucu ve LED aydınlatma ürünleri için teklif hazırlanması.",
      en: "Procurement, storage, sale and distribution of electronic components; quotation of PCBs, stencils, aluminium heat sinks and LED lighting products.",
    },
  },
  {
    slug: "iso-14001-2015",
    fileName: "iso-14001-2015-certificate.pdf",
    number: "EMS-2025-0187",
    issuer: CERTIFICATION_BODY,
    issuedOn: "2025-06-01",
    validUntil: "2028-05-31",
    title: { tr: "ISO 14001:2015 Çevre Yönetim Sistemi Belgesi", en: "ISO 14001:2015 Environmental Management System Certificate" },
    description: {
      tr: "Depolama, paketleme ve sevkiyat süreçlerimizin çevresel etkilerini ISO 14001:2015 standardına göre yönettiğimizi gösterir. Örnek belgedir.",
      en: "Shows that we manage the environmental impact of our storage, packing and shipping processes under ISO 14001:2015. A sample document.",
    },
    scope: {
      tr: "Elektronik komponentlerin depolanması, paketlenmesi ve sevkiyatı; ambalaj atıklarının ayrı toplanması ve geri kazanıma gönderilmesi.",
      en: "Storage, packing and shipping of electronic components; separate collection of packaging waste and its delivery for recovery.",
    },
  },
  {
    slug: "authorised-distributor-letter",
    fileName: "authorised-distributor-letter.pdf",
    number: "VS-AUTH-TR-2026-03",
    issuer: "Voltaris Semiconductor GmbH",
    issuedOn: "2026-01-05",
    validUntil: "2027-12-31",
    title: { tr: "Yetkili Distribütörlük Mektubu", en: "Letter of Authorised Distribution" },
    description: {
      tr: "Voltaris Semiconductor ürünlerini Türkiye'de yetkili distribütör olarak sattığımızı; parçaların üreticiden doğrudan, izlenebilir biçimde tedarik edildiğini teyit eder. Örnek belgedir.",
      en: "Confirms that we sell Voltaris Semiconductor products in Turkey as an authorised distributor, with every part sourced directly from the manufacturer and traceable. A sample document.",
    },
    scope: {
      tr: "Voltaris Semiconductor'ın standart ürün hatlarının Türkiye'de satışı, stoklanması ve teknik desteği. Bu kanaldan satılan parçalar üretici garantisi ve ürün değişiklik bildirimleri kapsamındadır.",
      en: "Sale, stocking and technical support of Voltaris Semiconductor's standard product lines in Turkey. Parts sold through this channel are covered by the manufacturer's warranty and product change notifications.",
    },
  },
  {
    slug: "rohs-reach-declaration",
    fileName: "rohs-reach-declaration.pdf",
    number: "DEC-2026-01",
    issuer: null,
    issuedOn: "2026-01-15",
    validUntil: null,
    title: { tr: "RoHS ve REACH Uygunluk Beyanı", en: "RoHS and REACH Declaration of Conformity" },
    description: {
      tr: "Sattığımız komponentlerin 2011/65/AB sayılı RoHS Direktifi ve (AB) 2015/863 ekinin sınırlamalarına uyduğunu, 1907/2006/AT sayılı REACH Tüzüğü kapsamındaki çok yüksek önem arz eden maddeleri nasıl bildirdiğimizi açıklar. Örnek belgedir.",
      en: "States that the components we sell meet the restrictions of the RoHS Directive 2011/65/EU as amended by (EU) 2015/863, and how we report substances of very high concern under the REACH Regulation (EC) No 1907/2006. A sample document.",
    },
    scope: {
      tr: "Kurşun, cıva, kadmiyum, altı değerlikli krom, PBB, PBDE ve dört ftalat için direktifte belirlenen en yüksek derişimlere uyulur; istisnalar üreticinin beyanına göre parça bazında bildirilir. SVHC listesindeki bir maddeyi ağırlıkça %0,1'in üzerinde içeren parçalar için talep üzerine bilgi verilir.",
      en: "The maximum concentrations the directive sets for lead, mercury, cadmium, hexavalent chromium, PBB, PBDE and four phthalates are met; exemptions are stated per part as the manufacturer declares them. Parts containing a substance of the SVHC list above 0.1 % by weight are disclosed on request.",
    },
  },
];

const LABELS = {
  sample: "ÖRNEK BELGE · SAMPLE DOCUMENT",
  sampleNote: [
    "Bu dosya mağazanın örnek verisidir ve hiçbir şeyi belgelemez.",
    "This file is sample data of the store and certifies nothing.",
  ],
  number: "Belge no / Document no",
  holder: "Kuruluş / Organisation",
  issuer: "Düzenleyen / Issued by",
  issuedOn: "Düzenleme tarihi / Issued on",
  validUntil: "Geçerlilik sonu / Valid until",
  noEnd: "Süresiz / No end date",
  scope: "Kapsam / Scope",
};

/** The certificate's sample PDF, both languages on one A4 page. */
export function certificatePdf(seed: CertificateSeed, storeName: string): Promise<Buffer> {
  const { doc, file } = startPdf({ margin: 56, title: seed.title.en, author: seed.issuer ?? storeName, date: new Date(seed.issuedOn) });
  const width = doc.page.width - 112;
  doc
    .lineWidth(2)
    .strokeColor("#1e3a8a")
    .rect(36, 36, doc.page.width - 72, doc.page.height - 72)
    .stroke();

  doc.font("bold").fontSize(14).fillColor("#b91c1c").text(LABELS.sample, { align: "center", width });
  doc.font("regular").fontSize(9);
  for (const line of LABELS.sampleNote) doc.text(line, { align: "center", width });
  doc.moveDown(2);

  doc.font("bold").fontSize(20).fillColor("#111827").text(seed.title.tr, { align: "center", width });
  doc.font("regular").fontSize(13).fillColor("#374151").text(seed.title.en, { align: "center", width });
  doc.moveDown(2);

  const fields: Array<[string, string]> = [
    [LABELS.number, seed.number],
    [LABELS.holder, storeName],
    [LABELS.issuer, seed.issuer ?? storeName],
    [LABELS.issuedOn, seed.issuedOn],
    [LABELS.validUntil, seed.validUntil ?? LABELS.noEnd],
  ];
  doc.fontSize(11).fillColor("#111827");
  for (const [label, value] of fields) {
    doc.font("bold").text(`${label}: `, { continued: true }).font("regular").text(value);
    doc.moveDown(0.3);
  }
  doc.moveDown(1.5);

  doc.font("bold").fontSize(12).text(LABELS.scope);
  doc.moveDown(0.5);
  doc.font("regular").fontSize(11).text(seed.scope.tr, { width, align: "justify" });
  doc.moveDown(0.8);
  doc.fillColor("#374151").text(seed.scope.en, { width, align: "justify" });
  doc.end();
  return file;
}
