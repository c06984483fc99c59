import { paragraphs, type TemplateLocale } from "./seller";

// Sections the preliminary information form and the distance sales contract share word for word (the law asks the
// form to say before the order what the contract then binds): each document puts them under its own headings.

/** The seller's identity, one item a line, filled in from the configuration (api/lib/seller.ts) when shown. */
export const sellerDetails: Record<TemplateLocale, string> = {
  tr: [
    "Unvanı: {{seller.title}}",
    "Markası: {{seller.name}}",
    "Adresi: {{seller.address}}",
    "MERSİS No: {{seller.mersisNumber}}",
    "Vergi dairesi ve no: {{seller.taxOffice}} Vergi Dairesi, {{seller.taxNumber}}",
    "Telefon: {{seller.phone}}",
    "E-posta: {{seller.email}}",
    "KEP adresi: {{seller.kep}}",
    "İnternet sitesi: {{seller.website}}",
  ].join("\n"),
  en: [
    "Trade name: {{seller.title}}",
    "Brand: {{seller.name}}",
    "Address: {{seller.address}}, Türkiye",
    "MERSIS number: {{seller.mersisNumber}}",
    "Tax office and number: {{seller.taxOffice}} Tax Office, {{seller.taxNumber}}",
    "Phone: {{seller.phone}}",
    "E-mail: {{seller.email}}",
    "Registered e-mail (KEP): {{seller.kep}}",
    "Website: {{seller.website}}",
  ].join("\n"),
};

/** The buyer's identity as the account and its default address give it. */
export const buyerDetails: Record<TemplateLocale, string> = {
  tr: ["Adı soyadı: {{buyer.name}}", "Adresi: {{buyer.address}}", "Telefon: {{buyer.phone}}", "E-posta: {{buyer.email}}"].join("\n"),
  en: ["Name: {{buyer.name}}", "Address: {{buyer.address}}", "Phone: {{buyer.phone}}", "E-mail: {{buyer.email}}"].join("\n"),
};

/** The cart's lines (a table in place of the marker) and its price. */
export const goodsAndPrice: Record<TemplateLocale, string> = {
  tr: paragraphs(
    "Malların temel nitelikleri, miktarları, birim fiyatları ve vergiler dahil satış fiyatları aşağıdaki tabloda gösterilmiştir.",
    "{{lines}}",
    "Vergiler dahil toplam bedel: {{cart.total}} {{cart.currency}}\nBu bedele dahil katma değer vergisi (KDV): {{cart.tax}} {{cart.currency}}",
    "Teslimat ücreti, ödeme adımında seçilen teslimat yöntemine göre ayrıca gösterilir ve Alıcı onaylamadan bedele eklenmez. Ödeme Türk lirası ile yapılır; döviz cinsinden gösterilen bedeller, ödeme günü Satıcının uyguladığı kur üzerinden Türk lirasına çevrilir ve çevrilen tutar ödemeden önce Alıcıya gösterilir.",
  ),
  en: paragraphs(
    "The main characteristics of the goods, their quantities, unit prices and sale prices including taxes are shown in the table below.",
    "{{lines}}",
    "Total price including taxes: {{cart.total}} {{cart.currency}}\nValue added tax (KDV) included in this price: {{cart.tax}} {{cart.currency}}",
    "The delivery charge depends on the delivery method chosen at checkout; it is shown separately there and is never added to the price without the Buyer's approval. Payment is made in Turkish lira: prices shown in a foreign currency are converted into Turkish lira at the Seller's exchange rate of the day of payment, and the converted amount is shown to the Buyer before payment.",
  ),
};

/** Payment methods. */
export const payment: Record<TemplateLocale, string> = {
  tr: paragraphs(
    "Ödeme; kredi kartı, banka kartı veya havale/EFT ile yapılabilir. Kredi kartıyla taksitli ödemede taksit sayısı ve varsa vade farkı, ödeme adımında Alıcının onayından önce gösterilir. Havale/EFT ile ödemede sipariş, bedel Satıcının banka hesabına geçtikten sonra hazırlanır.",
    "Kurumsal müşterilerin cari hesap (vadeli) alışverişlerinde ödeme koşulları, Alıcı ile Satıcı arasındaki cari hesap sözleşmesine göre belirlenir. Kartla yapılan ödemelerde kartı veren bankanın uyguladığı faiz ve temerrüt hükümleri, Alıcı ile banka arasındaki sözleşmeye tabidir.",
  ),
  en: paragraphs(
    "Payment can be made by credit card, debit card or bank transfer (EFT). For payment by credit card in instalments, the number of instalments and any interest are shown at checkout before the Buyer approves them. For payment by bank transfer, the order is prepared once the price has reached the Seller's bank account.",
    "For business customers buying on a current account (net terms), the payment terms are those of the current account agreement between the Buyer and the Seller. For card payments, the interest and default terms of the card's issuing bank are governed by the agreement between the Buyer and that bank.",
  ),
};

/** Delivery, its time limit and what happens when an order cannot be fulfilled. */
export const delivery: Record<TemplateLocale, string> = {
  tr: paragraphs(
    "Mallar, Alıcının sipariş sırasında bildirdiği teslimat adresine kargo ile gönderilir. Stokta bulunan mallar siparişin onaylanmasından sonra en geç 3 iş günü içinde kargoya verilir; tedarik süresi olan malların tahmini teslim tarihi ürün sayfasında ve sepette gösterilir. Teslimat, her durumda siparişin verildiği tarihten itibaren yasal süre olan 30 günü aşamaz.",
    "Satıcı, siparişin ifasının imkânsız hale geldiğini (örneğin malın tedarik edilemediğini) öğrendiği tarihten itibaren 3 gün içinde bunu Alıcıya bildirir ve teslimat masrafları da dahil olmak üzere tahsil ettiği tüm ödemeleri en geç 14 gün içinde iade eder. Mal Alıcıya teslim edilene kadar malın zarar görme riski Satıcıya aittir; Alıcı, hasarlı görünen bir paketi kargo görevlisine tutanak tutturarak teslim almalıdır.",
  ),
  en: paragraphs(
    "The goods are shipped by courier to the delivery address the Buyer gives with the order. Goods in stock are handed to the courier within 3 working days after the order is confirmed; the estimated delivery date of goods with a lead time is shown on the product page and in the cart. In every case delivery takes no longer than the legal limit of 30 days from the date of the order.",
    "If fulfilling the order becomes impossible (for example, a part can no longer be sourced), the Seller informs the Buyer within 3 days of learning so and refunds every payment received, delivery charges included, within 14 days at the latest. The risk of damage to the goods stays with the Seller until they are delivered to the Buyer; the Buyer should accept a parcel that looks damaged only after the courier has recorded the damage in a report.",
  ),
};

/** The right of withdrawal: 14 days, how to use it, the refund. */
export const withdrawal: Record<TemplateLocale, string> = {
  tr: paragraphs(
    "Alıcı, malın kendisine veya gösterdiği üçüncü kişiye teslim edildiği tarihten itibaren 14 (on dört) gün içinde, hiçbir hukuki ve cezai sorumluluk üstlenmeksizin ve hiçbir gerekçe göstermeksizin sözleşmeden cayma hakkına sahiptir. Tek siparişle ayrı ayrı teslim edilen mallarda bu süre, son malın teslim alındığı gün başlar. Alıcı, sözleşmenin kurulmasından malın teslimine kadar geçen süre içinde de cayma hakkını kullanabilir.",
    `Cayma bildiriminin süresi içinde Satıcıya yazılı olarak veya kalıcı veri saklayıcısıyla, örneğin {{seller.email}} adresine e-postayla ya da {{seller.kep}} KEP adresine yapılması yeterlidir. Alıcı, cayma bildirimini yaptığı tarihten itibaren 10 gün içinde malı, faturası ve varsa aksesuarlarıyla birlikte Satıcının yukarıda yazılı adresine geri gönderir. Mal, Satıcının anlaşmalı kargo şirketiyle gönderildiğinde iade masrafı Satıcıya aittir.`,
    "Satıcı, cayma bildiriminin kendisine ulaştığı tarihten itibaren en geç 14 gün içinde, teslimat masrafları da dahil olmak üzere tahsil ettiği tüm ödemeleri, Alıcının ödemede kullandığı araçla ve Alıcıya hiçbir masraf yüklemeden iade eder. Alıcı, cayma süresi içinde malın işleyişine, teknik özelliklerine ve kullanım talimatlarına uygun kullanılmaması nedeniyle oluşan değişiklik ve bozulmalardan sorumludur; elektronik komponentler bu nedenle antistatik ambalajları korunarak geri gönderilmelidir.",
  ),
  en: paragraphs(
    "The Buyer may withdraw from the contract within 14 (fourteen) days from the day the goods are delivered to the Buyer or to a third party the Buyer named, without giving any reason and without any legal or penal liability. For goods of one order delivered separately, this period starts on the day the last item is received. The Buyer may also withdraw at any time between the conclusion of the contract and the delivery of the goods.",
    `It is enough to notify the Seller of the withdrawal within the period in writing or on a durable medium, for example by e-mail to {{seller.email}} or to the registered e-mail (KEP) address {{seller.kep}}. Within 10 days of the notice, the Buyer sends the goods back to the Seller's address given above, with their invoice and any accessories. Goods sent back with the Seller's contracted courier are returned at the Seller's expense.`,
    "Within 14 days at the latest from receiving the notice, the Seller refunds every payment received, delivery charges included, by the means of payment the Buyer used and at no cost to the Buyer. The Buyer is liable for changes and deterioration caused by using the goods against their function, technical characteristics or instructions during the withdrawal period; electronic components should therefore be sent back in their antistatic packaging.",
  ),
};

/** Contracts without a right of withdrawal (Mesafeli Sözleşmeler Yönetmeliği, article 15), as they apply to this store. */
export const withdrawalExceptions: Record<TemplateLocale, string> = {
  tr: paragraphs(
    "Mesafeli Sözleşmeler Yönetmeliğinin 15. maddesi uyarınca aşağıdaki sözleşmelerde cayma hakkı kullanılamaz:",
    [
      "a) Alıcının istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan mallara ilişkin sözleşmeler: Alıcının gönderdiği tasarım dosyalarına göre üretilen baskılı devre kartları (PCB) ve stenciller, Alıcının ölçülerine göre kesilen veya işlenen alüminyum soğutucular ve projeye özel üretilen LED aydınlatma ürünleri bu kapsamdadır.",
      "b) Tesliminden sonra ambalaj, bant, mühür, paket gibi koruyucu unsurları açılmış olan mallardan, iadesi sağlık ve hijyen açısından uygun olmayanlara ilişkin sözleşmeler.",
      "c) Tesliminden sonra başka ürünlerle karışan ve doğası gereği ayrıştırılması mümkün olmayan mallara ilişkin sözleşmeler; örneğin bir karta lehimlenerek monte edilmiş komponentler.",
      "d) Tesliminden sonra ambalaj, bant, mühür, paket gibi koruyucu unsurları açılmış olması halinde maddi ortamda sunulan kitap, dijital içerik ve bilgisayar sarf malzemelerine ilişkin sözleşmeler.",
      "e) Elektronik ortamda anında ifa edilen hizmetlere veya tüketiciye anında teslim edilen gayrimaddi mallara ilişkin sözleşmeler.",
    ].join("\n"),
    "Cayma hakkı bulunmayan mallar, ürün sayfasında ve teklifte ayrıca belirtilir.",
  ),
  en: paragraphs(
    "Under article 15 of the Distance Contracts Regulation (Mesafeli Sözleşmeler Yönetmeliği), there is no right of withdrawal from the following contracts:",
    [
      "a) Contracts for goods prepared to the Buyer's specifications or personal needs: printed circuit boards (PCBs) and stencils made from design files the Buyer sent, aluminium heat sinks cut or machined to the Buyer's dimensions, and LED lighting products made for a specific project.",
      "b) Contracts for goods whose protective elements such as packaging, tape, seal or wrapping were opened after delivery and which cannot be returned for reasons of health or hygiene.",
      "c) Contracts for goods which, after delivery, are inseparably mixed with other items by their nature; for example, components soldered onto a board.",
      "d) Contracts for books, digital content and computer consumables supplied on a tangible medium, once their protective elements such as packaging, tape, seal or wrapping were opened after delivery.",
      "e) Contracts for services performed instantly in electronic form or intangible goods delivered to the consumer instantly.",
    ].join("\n"),
    "Goods without a right of withdrawal are marked as such on their product page and in their quote.",
  ),
};

/** Complaints, the consumer arbitration committees and the courts. */
export const complaints: Record<TemplateLocale, string> = {
  tr: paragraphs(
    "Alıcı, şikâyet ve itirazlarını yukarıda yazılı iletişim bilgileri aracılığıyla Satıcıya iletebilir.",
    "Uyuşmazlık halinde Alıcı, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar içinde, malı satın aldığı veya yerleşim yerinin bulunduğu yerdeki tüketici hakem heyetine başvurabilir; başvuru e-Devlet üzerinden Tüketici Bilgi Sistemi (TÜBİS) aracılığıyla da yapılabilir. Bu sınırları aşan uyuşmazlıklarda tüketici mahkemeleri yetkilidir; dava açılmadan önce arabulucuya başvurulması dava şartıdır.",
  ),
  en: paragraphs(
    "The Buyer may send complaints and objections to the Seller through the contact details given above.",
    "In a dispute, the Buyer may apply, within the monetary limits announced each year by the Ministry of Trade, to the consumer arbitration committee (tüketici hakem heyeti) where the goods were bought or where the Buyer resides; the application can also be made online through e-Devlet's Consumer Information System (TÜBİS). Disputes above those limits go to the consumer courts; applying to a mediator first is a precondition of bringing the case.",
  ),
};

/** Buyers acting for their trade or profession are not consumers: the consumer law does not apply to them. */
export const businessBuyers: Record<TemplateLocale, string> = {
  tr: "Ticari veya mesleki amaçlarla hareket eden ve bu nedenle tüketici sayılmayan alıcılarla yapılan satışlarda 6502 sayılı Kanun ile Mesafeli Sözleşmeler Yönetmeliği uygulanmaz; bu satışlarda Türk Ticaret Kanunu ve Türk Borçlar Kanunu hükümleri uygulanır.",
  en: "Sales to buyers acting for their trade or profession, who are therefore not consumers, are not governed by Law No. 6502 or the Distance Contracts Regulation but by the Turkish Commercial Code and the Turkish Code of Obligations.",
};
