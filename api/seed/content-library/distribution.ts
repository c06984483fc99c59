// The distribution page's text (content page "distribution"): what working with an authorised distributor means.

export const DISTRIBUTION_PAGE_KEY = "distribution";

function turkish(storeName: string) {
  return {
    title: "Elektronik Komponent Distribütörlüğü",
    summary:
      "Yetkili üretici hatlarından orijinal ve izlenebilir elektronik komponent tedariki: BOM temini, stok programları, uygunluk sertifikaları ve ömrü biten parçalar için çözümler.",
    body: [
      `${storeName}, üreticilerin yetkili distribütörü olarak elektronik komponent tedarik eder. Ar-Ge ekiplerinin birkaç adetlik prototip siparişinden seri üretimin yıllık ihtiyacına kadar her ölçekte aynı kurallarla çalışırız: orijinal parça, belgelenmiş kaynak ve kesintisiz izlenebilirlik.`,
      "## Yetkili üretici hatları",
      "Ürün yelpazemizin büyük bölümünü üreticilerle doğrudan imzaladığımız distribütörlük sözleşmeleriyle satıyoruz. Yetkili kanaldan alınan bir parça ya doğrudan üreticiden ya da üreticinin kendi dağıtım merkezinden gelir. Üretici garantisi, ürün değişiklik bildirimleri (PCN) ve üreticinin uygulama mühendisliği desteği size bu kanal üzerinden ulaşır. Hangi üreticileri temsil ettiğimizi Üreticiler sayfasında, yetki belgelerimizi Belgeler ve sertifikalar sayfasında bulabilirsiniz.",
      "## İzlenebilirlik",
      "Her sevkiyat, üreticinin parti (lot) numarası ve tarih koduyla kayda alınır. Faturanızdaki her satır; üretici parça numarası, parti numarası, tarih kodu ve menşe ülkesiyle eşleştirilebilir. Sahada bir arıza ya da üreticiden bir geri çağırma bildirimi geldiğinde, hangi partinin hangi siparişle size ulaştığını dakikalar içinde çıkarırız.",
      "## Orijinal üretici ambalajı",
      "Parçaları her durumda üreticinin orijinal ambalajında (makara, tüp, tepsi) ve orijinal etiketiyle göndermeye özen gösteririz. Nem hassasiyet seviyesi (MSL) 2 ve üzeri olan parçalar, kurutucu ve nem gösterge kartıyla birlikte nem bariyerli torbada saklanır; torba yalnızca J-STD-033 kurallarına göre açılır ve yeniden kapatılır. Küçük miktarlar için makaradan kesilen bantlar ESD korumalı alanda hazırlanır ve orijinal makaranın etiket bilgilerini taşır.",
      "## Uygunluk sertifikası",
      "İsteyen müşterilerimize her sevkiyat için uygunluk sertifikası (CoC) düzenleriz. Belge; parçaların yetkili kanaldan alındığını ve üreticinin spesifikasyonlarına uygun olduğunu teyit eder, sipariş, parti ve tarih kodu bilgilerini içerir. Üreticinin kendi uygunluk belgeleri, RoHS ve REACH beyanları ve malzeme içerik bildirimleri de talep üzerine sağlanır.",
      "## BOM temini",
      "Ürün ağacınızı (BOM) Excel ya da CSV dosyası olarak gönderin; satır satır stok durumu, fiyat kırılımları, teslim süreleri ve asgari sipariş miktarlarıyla teklif hazırlayalım. Stokta olmayan ya da teslim süresi uzun satırlar için biçim, bağlantı ve işlev bakımından birebir eşdeğer alternatifleri farklarıyla birlikte öneririz. Onayınız olmadan hiçbir parçayı değiştirmeyiz.",
      "## Stok programları",
      "Seri üretim yapan müşterilerimiz için yıllık tahmine dayalı stok programları kurarız. Tampon stok, çerçeve sipariş ve planlı sevkiyatlarla parçalar ihtiyaç duyduğunuz tarihte hazır olur; konsinye ve Kanban modelleri de üretim hattınızın temposuna göre planlanabilir. Böylece üreticilerin teslim süreleri uzadığında bile hattınız durmaz.",
      "## Ömrü biten parçalar",
      "Üreticilerin ürün sonu (EOL) ve son alım (LTB) bildirimlerini takip eder, kullandığınız parçalardan biri etkilendiğinde sizi zamanında haberdar ederiz. Son alım miktarını hesaplamanıza, yerine geçecek parçayı seçip doğrulamanıza yardımcı oluruz. Artık üretilmeyen parçalarda yalnızca kaynağı belgelenmiş tedarikçilerle çalışır, gerektiğinde parçaları bağımsız bir laboratuvarda test ettiririz.",
      "## Bizimle çalışmak",
      "Proje bazlı fiyat talepleri, yıllık anlaşmalar ve stok programları için satış ekibimize iletişim sayfamızdan ulaşabilirsiniz. Kurumsal hesabınızla alt kullanıcılar ve roller tanımlayabilir, vadeli cari hesapla sipariş verebilirsiniz.",
    ].join("\n\n"),
  };
}

function english(storeName: string) {
  return {
    title: "Electronic Component Distribution",
    summary:
      "Original, traceable electronic components from franchised manufacturer lines: BOM sourcing, stock programmes, certificates of conformance and answers to obsolescence.",
    body: [
      `${storeName} supplies electronic components as an authorised distributor of their manufacturers. From an R&D team's prototype order of a few pieces to a production line's yearly demand, the same rules apply: original parts, a documented source and traceability all the way.`,
      "## Franchised manufacturer lines",
      "Most of our range is sold under distribution agreements signed directly with the manufacturers. A part bought through the franchised channel comes straight from the manufacturer or from its own distribution centre. The manufacturer's warranty, its product change notifications (PCNs) and its application engineering support reach you through that channel. The Manufacturers page lists the lines we represent; our letters of authorisation are on the Documents and certificates page.",
      "## Traceability",
      "Every shipment is recorded with the manufacturer's lot number and date code. Each line of your invoice can be matched to the manufacturer part number, the lot, the date code and the country of origin. When a field failure or a manufacturer's recall notice comes in, we can tell within minutes which lot reached you with which order.",
      "## Original manufacturer packaging",
      "We ship parts in the manufacturer's original packaging (reel, tube, tray) with the original label wherever we can. Parts of moisture sensitivity level (MSL) 2 and above are kept in moisture barrier bags with desiccant and a humidity indicator card; a bag is opened and resealed only as J-STD-033 describes. Cut tape for small quantities is prepared in an ESD protected area and carries the label data of the original reel.",
      "## Certificates of conformance",
      "On request we issue a certificate of conformance (CoC) with every shipment. It confirms that the parts were bought through the authorised channel and meet the manufacturer's specifications, and it states the order, lot and date code. The manufacturer's own certificates, RoHS and REACH declarations and material content declarations are available on request as well.",
      "## BOM sourcing",
      "Send us your bill of materials (BOM) as an Excel or CSV file and we quote it line by line with stock, price breaks, lead times and minimum order quantities. For lines out of stock or on long lead times we suggest form, fit and function equivalents and state how they differ. We never substitute a part without your approval.",
      "## Stock programmes",
      "For customers in series production we set up stock programmes based on a yearly forecast. Buffer stock, blanket orders and scheduled deliveries put the parts on your shelf on the day you need them; consignment and Kanban models can follow the pace of your line. Your line keeps running even when manufacturers' lead times grow.",
      "## Obsolescence",
      "We follow the manufacturers' end-of-life (EOL) and last-time-buy (LTB) notices and tell you in time when a part you use is affected. We help you calculate the last-time-buy quantity and choose and validate a replacement. For parts no longer made we work only with sources whose origin is documented, and have parts tested by an independent laboratory when needed.",
      "## Working with us",
      "For project pricing, yearly agreements and stock programmes, reach our sales team through the contact page. A business account lets you set up sub-users and roles and order on net terms.",
    ].join("\n\n"),
  };
}

export function distributionPageSeeds(storeName: string) {
  return [
    { key: DISTRIBUTION_PAGE_KEY, locale: "tr", ...turkish(storeName) },
    { key: DISTRIBUTION_PAGE_KEY, locale: "en", ...english(storeName) },
  ];
}
