// @ts-check
// The one table of pages (docs/pages.md): key, English path (without /en), Turkish path, and the storefront
// module (relative to app/) that renders it. remix.config.js registers every page that has a module; links, the
// language switch and the API's mail links read it through contract/paths.ts, which types keys and parameters.
// Plain JavaScript so that remix.config.js can import it; the JSDoc keeps every path a literal type.

/**
 * @template {string} E @template {string} T
 * @param {E} en @param {T} tr
 * @returns {{ en: `/dashboard${E}`, tr: `/hesabim${T}` }}
 */
const dashboard = (en, tr) => ({ en: `/dashboard${en}`, tr: `/hesabim${tr}` });
/**
 * @template {string} E @template {string} T
 * @param {E} en @param {T} tr
 * @returns {{ en: `/policies/${E}`, tr: `/politikalar/${T}` }}
 */
const policy = (en, tr) => ({ en: `/policies/${en}`, tr: `/politikalar/${tr}` });
/**
 * @template {string} E @template {string} T
 * @param {E} en @param {T} tr
 * @returns {{ en: `/conversion/${E}`, tr: `/donusturuculer/${T}` }}
 */
const calculator = (en, tr) => ({ en: `/conversion/${en}`, tr: `/donusturuculer/${tr}` });
/**
 * The store's back office (docs/decisions/036-staff-accounts.md): staff only; anyone else gets the 404 page there.
 * @template {string} E @template {string} T
 * @param {E} en @param {T} tr
 * @returns {{ en: `/back-office${E}`, tr: `/arka-ofis${T}` }}
 */
const backOffice = (en, tr) => ({ en: `/back-office${en}`, tr: `/arka-ofis${tr}` });

export const PAGES = /** @type {const} */ ([
  { key: "home", en: "/", tr: "/", file: "routes/home.tsx" },
  { key: "login", en: "/login", tr: "/giris", file: "features/account/routes/login.tsx" },
  { key: "signup", en: "/signup", tr: "/uye-ol", file: "features/account/routes/signup.tsx" },
  { key: "otp", en: "/otp", tr: "/dogrulama", file: "features/account/routes/otp.tsx" },
  { key: "registerB2cCongratz", en: "/register/b2c/congratz", tr: "/kayit/b2c/tebrikler", file: "features/account/routes/congratz.tsx" },
  { key: "registerB2bCongratz", en: "/register/b2b/congratz", tr: "/kayit/b2b/tebrikler", file: "features/account/routes/congratz.tsx" },
  { key: "resetPassword", en: "/reset-password", tr: "/sifre-sifirla", file: "features/account/routes/reset-password.tsx" },
  {
    key: "resetPasswordSuccess",
    en: "/reset-password-success",
    tr: "/sifre-sifirlama-basarili",
    file: "features/account/routes/reset-password-success.tsx",
  },
  { key: "about", en: "/about", tr: "/hakkimizda", file: "features/content/routes/about.tsx" },
  { key: "contact", en: "/contact", tr: "/iletisim", file: "features/services/routes/contact.tsx" },
  { key: "categories", en: "/c", tr: "/c", file: "features/catalog/routes/categories.tsx" },
  { key: "category", en: "/c/:id", tr: "/c/:id", file: "features/catalog/routes/category.tsx" },
  { key: "productLists", en: "/ps", tr: "/ps", file: "features/catalog/routes/product-list.tsx" },
  { key: "productList", en: "/ps/:name", tr: "/ps/:name", file: "features/catalog/routes/product-list.tsx" },
  { key: "products", en: "/p", tr: "/p", file: "features/catalog/routes/products-root.ts" },
  { key: "product", en: "/p/:categoryName/:name", tr: "/p/:categoryName/:name", file: "features/catalog/routes/product.tsx" },
  // The product page's request form on a page of its own, so that the product page loads no form code.
  {
    key: "productRequest",
    en: "/p/:categoryName/:name/price-stock-request",
    tr: "/p/:categoryName/:name/fiyat-stok-talebi",
    file: "features/catalog/routes/product-request.tsx",
  },
  {
    key: "productErrorReport",
    en: "/p/:categoryName/:name/report",
    tr: "/p/:categoryName/:name/hata-bildir",
    file: "features/catalog/routes/product-report.tsx",
  },
  { key: "compareProducts", en: "/compare-products", tr: "/urun-karsilastirma", file: "features/catalog/routes/compare.tsx" },
  { key: "shoppingCart", en: "/shopping-cart", tr: "/sepetim", file: "features/cart/routes/shopping-cart.tsx" },
  { key: "sharedCart", en: "/shared-cart/:token", tr: "/paylasilan-sepet/:token", file: "features/cart/routes/shared-cart.tsx" },
  // The cart's legal documents filled in for a signed-in buyer (one module serves both: the path says which).
  {
    key: "cartDistanceSalesContract",
    en: "/shopping-cart/distance-sales-contract",
    tr: "/sepetim/mesafeli-satis-sozlesmesi",
    file: "features/cart/routes/cart-document.tsx",
  },
  {
    key: "cartPreliminaryInformation",
    en: "/shopping-cart/preliminary-information-form",
    tr: "/sepetim/on-bilgilendirme-formu",
    file: "features/cart/routes/cart-document.tsx",
  },
  // A question about the active cart, sent with its lines (docs/decisions/023-service-contact-forms.md).
  { key: "cartContact", en: "/shopping-cart/contact", tr: "/sepetim/iletisim", file: "features/cart/routes/cart-contact.tsx" },
  { key: "manufacturers", en: "/manufacturers", tr: "/ureticiler", file: "features/catalog/routes/manufacturers.tsx" },
  { key: "manufacturer", en: "/manufacturers/:name", tr: "/ureticiler/:name", file: "features/catalog/routes/manufacturer.tsx" },
  {
    key: "distribution",
    en: "/electronic-component-distribution",
    tr: "/elektronik-komponent-distributorlugu",
    file: "features/content/routes/distribution.tsx",
  },
  { key: "faeAndRd", en: "/fae-and-rd", tr: "/fae-ve-arge", file: "features/services/routes/service-page.tsx" },
  { key: "pcbOffer", en: "/pcb-offer", tr: "/pcb-teklifi", file: "features/offers/routes/pcb-offer.tsx" },
  { key: "pcbOfferForm", en: "/pcb-offer/offer", tr: "/pcb-teklifi/teklif", file: "features/offers/routes/pcb-offer-form.tsx" },
  { key: "pcbProduction", en: "/pcb-production", tr: "/pcb-uretimi", file: "features/services/routes/service-page.tsx" },
  { key: "bomTool", en: "/bom-tool", tr: "/bom-araci", file: "features/bom/routes/bom-tool.tsx" },
  // A resource route: the priced BOM posted from the result as an Excel or PDF file (no page of its own).
  { key: "bomToolDownload", en: "/bom-tool/download", tr: "/bom-araci/indir", file: "features/bom/routes/bom-download.ts" },
  // A user's saved BOMs (docs/decisions/059-bom-matching.md, "Saved BOMs"): signed in only, opened on the BOM page.
  { key: "savedBoms", en: "/bom-tool/saved", tr: "/bom-araci/kayitli", file: "features/bom/routes/saved-boms.tsx" },
  { key: "heatSink", en: "/heat-sink", tr: "/aluminyum-sogutucu", file: "features/offers/routes/heat-sink.tsx" },
  { key: "heatSinkOffer", en: "/heat-sink/offer", tr: "/aluminyum-sogutucu/teklif", file: "features/offers/routes/heat-sink-offer.tsx" },
  {
    key: "ledLighting",
    en: "/led-lighting-solutions",
    tr: "/led-aydinlatma-cozumleri",
    file: "features/services/routes/service-page.tsx",
  },
  { key: "bankAccounts", en: "/bank-accounts", tr: "/banka-hesaplari", file: "features/payments/routes/bank-accounts.tsx" },
  {
    key: "documentsCertificates",
    en: "/documents-certificates",
    tr: "/belgeler-sertifikalar",
    file: "features/content/routes/documents-certificates.tsx",
  },
  { key: "accountActivation", en: "/account-activation", tr: "/hesap-aktivasyonu", file: "features/account/routes/account-activation.tsx" },
  // Not in the spec's list: where a sub-user invited by the company administrator sets a first password.
  { key: "acceptInvitation", en: "/accept-invitation", tr: "/davet-kabul", file: "features/account/routes/accept-invitation.tsx" },
  { key: "emailNewsConfirm", en: "/email-news-confirm", tr: "/e-bulten-onay", file: "features/newsletter/routes/email-news-confirm.tsx" },
  { key: "magazine", en: "/magazine", tr: "/magazin", file: "features/content/routes/magazine.tsx" },
  // Not in the spec's list: a magazine article's own page (the slug is the same in both languages).
  { key: "magazineArticle", en: "/magazine/:slug", tr: "/magazin/:slug", file: "features/content/routes/magazine-article.tsx" },
  { key: "notFound", en: "/404", tr: "/404", file: "routes/not-found.tsx" },
  { key: "serverError", en: "/500", tr: "/500", file: "routes/server-error.tsx" },
  // The checkout's steps after the cart (docs/spec.md §2: my cart, address, delivery method, payment method).
  { key: "checkoutAddress", en: "/shopping-cart/address", tr: "/sepetim/adres", file: "features/checkout/routes/address.tsx" },
  {
    key: "checkoutDelivery",
    en: "/shopping-cart/delivery-method",
    tr: "/sepetim/teslimat-yontemi",
    file: "features/checkout/routes/delivery.tsx",
  },
  {
    key: "checkoutPayment",
    en: "/shopping-cart/payment-method",
    tr: "/sepetim/odeme-yontemi",
    file: "features/checkout/routes/payment.tsx",
  },
  {
    key: "orderSuccessPos",
    en: "/orderSuccess/pos-success",
    tr: "/orderSuccess/pos-success",
    file: "features/checkout/routes/order-success.tsx",
  },
  {
    key: "orderSuccessEft",
    en: "/orderSuccess/eft-wire",
    tr: "/orderSuccess/eft-wire",
    file: "features/checkout/routes/order-success.tsx",
  },
  {
    key: "orderSuccessNetTerm",
    en: "/orderSuccess/net-term-success",
    tr: "/orderSuccess/net-term-success",
    file: "features/checkout/routes/order-success.tsx",
  },
  // The built-in sandbox card provider's 3-D Secure page (contract/payments/sandbox-bank.ts): a stand-in for the bank's.
  { key: "sandboxBank", en: "/sandbox-bank/3ds", tr: "/sandbox-bank/3ds", file: "features/payments/routes/sandbox-bank.tsx" },
  // Where a card provider's page sends the buyer back with the payment's result (a cross-site post, without cookies),
  // in the order's language: what cannot be taken is said on a page in it.
  {
    key: "paymentReturn",
    en: "/payment/callback/:provider",
    tr: "/payment/callback/:provider",
    file: "features/payments/routes/payment-return.tsx",
  },
  // A guest's order opened by the signed link of its mails, read-only (docs/decisions/051-guest-order-link.md).
  { key: "guestOrder", en: "/order/:token", tr: "/siparis/:token", file: "features/orders/routes/guest-order.tsx" },
  // A guest's offer opened by the signed link of its mail, read-only, with the ways to sign in or up to accept it
  // (docs/decisions/046-offers.md).
  { key: "offerLink", en: "/offer/:token", tr: "/teklif/:token", file: "features/offers/routes/offer-link.tsx" },
  {
    key: "newsletterUnsubscribeConfirmation",
    en: "/newsletter-unsubscribe/unsubscribe-confirmation",
    tr: "/bulten-aboneligi/iptal-onayi",
    file: "features/newsletter/routes/unsubscribe-confirmation.tsx",
  },
  // Outside production only (the API answers 404 in production): the mails a person would have received.
  { key: "devOutbox", en: "/dev/outbox", tr: "/dev/giden-posta", file: "features/account/routes/dev-outbox.tsx" },
  {
    key: "newsletterUnsubscribeConfirmed",
    en: "/newsletter-unsubscribe/confirmed-unsubscribe",
    tr: "/bulten-aboneligi/iptal-edildi",
    file: "features/newsletter/routes/unsubscribe-confirmed.tsx",
  },

  {
    key: "policyDataProtectionAgreements",
    ...policy("personal-data-protection-aggrements", "kisisel-verilerin-korunmasi-sozlesmeleri"),
    family: "policy",
  },
  { key: "policyDataProtection", ...policy("personal-data-protection", "kisisel-verilerin-korunmasi"), family: "policy" },
  { key: "policyDataProtectionForm", ...policy("personal-data-protection-form", "kvkk-basvuru-formu"), family: "policy" },
  { key: "policyPrivacy", ...policy("privacy-policy", "gizlilik-politikasi"), family: "policy" },
  { key: "policyCookie", ...policy("cookie-policy", "cerez-politikasi"), family: "policy" },
  { key: "policyDistanceSales", ...policy("etrade-distant-sales-contract", "mesafeli-satis-sozlesmesi"), family: "policy" },
  { key: "policyMembership", ...policy("membership-agreement", "uyelik-sozlesmesi"), family: "policy" },
  { key: "policyRefund", ...policy("refund-and-cancellation-agreement", "iade-ve-iptal-kosullari"), family: "policy" },
  { key: "policyInformationSecurity", ...policy("information-security-policy", "bilgi-guvenligi-politikasi"), family: "policy" },
  {
    key: "policyIntegratedManagement",
    ...policy("integrated-management-system-policy", "entegre-yonetim-sistemi-politikasi"),
    family: "policy",
  },

  { key: "calcCapacitance", ...calculator("capacitance", "kapasitans"), family: "calculator" },
  { key: "calcDbmToWatt", ...calculator("dbm-to-watt", "dbm-watt"), family: "calculator" },
  { key: "calcInductance", ...calculator("inductance", "induktans"), family: "calculator" },
  { key: "calcEnergy", ...calculator("energy", "enerji"), family: "calculator" },
  { key: "calcOhmsLaw", ...calculator("ohms-law-calculator", "ohm-kanunu-hesaplayici"), family: "calculator" },
  { key: "calcLength", ...calculator("length", "uzunluk"), family: "calculator" },
  { key: "calcTemperature", ...calculator("temperature", "sicaklik"), family: "calculator" },
  { key: "calcVolume", ...calculator("volume", "hacim"), family: "calculator" },
  { key: "calcWeight", ...calculator("weight", "agirlik"), family: "calculator" },
  { key: "calcVoltageDivider", ...calculator("voltage-divider-calculator", "gerilim-bolucu-hesaplayici"), family: "calculator" },
  { key: "calcCapacitor", ...calculator("capacitor-calculator", "kondansator-hesaplayici"), family: "calculator" },

  { key: "dashboard", ...dashboard("", ""), file: "features/account/routes/dashboard-home.tsx" },
  { key: "profile", ...dashboard("/profile", "/profil"), file: "features/account/routes/profile.tsx" },
  { key: "profilePersonal", ...dashboard("/profile/personal", "/profil/kisisel"), file: "features/account/routes/profile.tsx" },
  { key: "profileCompany", ...dashboard("/profile/company", "/profil/firma"), file: "features/account/routes/company-profile.tsx" },
  { key: "settings", ...dashboard("/settings", "/ayarlar"), file: "features/account/routes/settings.tsx" },
  { key: "orders", ...dashboard("/order-status-history", "/siparis-gecmisi"), file: "features/orders/routes/orders.tsx" },
  {
    key: "orderDetail",
    ...dashboard("/order-status-history/order-detail/:id", "/siparis-gecmisi/siparis-detayi/:id"),
    file: "features/orders/routes/order-detail.tsx",
  },
  {
    key: "orderDetailSection",
    ...dashboard("/order-status-history/order-detail/:id/:section", "/siparis-gecmisi/siparis-detayi/:id/:section"),
    file: "features/orders/routes/order-detail.tsx",
  },
  {
    key: "returnRequestForm",
    ...dashboard("/order-status-history/order-detail/:id/return-request-form", "/siparis-gecmisi/siparis-detayi/:id/iade-talep-formu"),
    file: "features/returns/routes/return-request.tsx",
  },
  { key: "returns", ...dashboard("/return-status-history", "/iade-gecmisi"), file: "features/returns/routes/returns.tsx" },
  // The return's number comes as `?number=` (spec's path has no parameter for it).
  {
    key: "returnStatus",
    ...dashboard("/return-status-history/return-status", "/iade-gecmisi/iade-durumu"),
    file: "features/returns/routes/return-status.tsx",
  },
  { key: "yourCarts", ...dashboard("/your-carts", "/sepetlerim"), file: "features/cart/routes/your-carts.tsx" },
  {
    key: "pcbStencilRequests",
    ...dashboard("/requests/pcb-stencil-requests", "/talepler/pcb-stencil-talepleri"),
    file: "features/offers/routes/pcb-requests.tsx",
  },
  {
    key: "pcbStencilRequest",
    ...dashboard("/requests/pcb-stencil-requests/:id/:type/:userId", "/talepler/pcb-stencil-talepleri/:id/:type/:userId"),
    file: "features/offers/routes/pcb-request.tsx",
  },
  {
    key: "heatSinkRequests",
    ...dashboard("/requests/aluminum-heat-sink-requests", "/talepler/aluminyum-sogutucu-talepleri"),
    file: "features/offers/routes/heat-sink-requests.tsx",
  },
  {
    key: "heatSinkRequest",
    ...dashboard("/requests/aluminum-heat-sink-requests/:id/:userId", "/talepler/aluminyum-sogutucu-talepleri/:id/:userId"),
    file: "features/offers/routes/heat-sink-request.tsx",
  },
  {
    key: "priceStockRequests",
    ...dashboard("/requests/price-stock-requests", "/talepler/fiyat-stok-talepleri"),
    file: "features/offers/routes/price-stock-requests.tsx",
  },
  {
    key: "priceStockRequest",
    ...dashboard("/requests/price-stock-requests/:id/:userId", "/talepler/fiyat-stok-talepleri/:id/:userId"),
    file: "features/offers/routes/price-stock-request.tsx",
  },
  // Beside the spec's pages: BOMs sent to the sales team (docs/decisions/059-bom-matching.md, "Requests from a BOM").
  {
    key: "bomRequests",
    ...dashboard("/requests/bom-requests", "/talepler/bom-talepleri"),
    file: "features/bom/routes/bom-requests.tsx",
  },
  {
    key: "bomRequest",
    ...dashboard("/requests/bom-requests/:id/:userId", "/talepler/bom-talepleri/:id/:userId"),
    file: "features/bom/routes/bom-request.tsx",
  },
  {
    key: "favoriteProducts",
    ...dashboard("/your-products/favorite-products", "/urunlerim/favori-urunler"),
    file: "features/favorites/routes/favorite-products.tsx",
  },
  // Beside the spec's pages: the user's named wish lists (docs/decisions/047-favorites-and-wish-lists.md).
  {
    key: "wishLists",
    ...dashboard("/your-products/wish-lists", "/urunlerim/istek-listeleri"),
    file: "features/favorites/routes/wish-lists.tsx",
  },
  {
    key: "specialProducts",
    ...dashboard("/your-products/special-products", "/urunlerim/ozel-urunler"),
    file: "features/special-products/routes/special-products.tsx",
  },
  {
    key: "projectList",
    ...dashboard("/your-projects/project-list", "/projelerim/proje-listesi"),
    file: "features/projects/routes/project-list.tsx",
  },
  {
    key: "projectDetail",
    ...dashboard("/your-projects/project-list/detail/:id", "/projelerim/proje-listesi/detay/:id"),
    file: "features/projects/routes/project-detail.tsx",
  },
  {
    key: "projectItems",
    ...dashboard("/your-projects/project-items", "/projelerim/proje-urunleri"),
    file: "features/projects/routes/project-items.tsx",
  },
  {
    key: "billingAddresses",
    ...dashboard("/ordering-shopping/billing-addresses", "/siparis-alisveris/fatura-adresleri"),
    file: "features/account/routes/addresses.tsx",
  },
  {
    key: "shippingAddresses",
    ...dashboard("/ordering-shopping/shipping-addresses", "/siparis-alisveris/teslimat-adresleri"),
    file: "features/account/routes/addresses.tsx",
  },
  {
    key: "payments",
    ...dashboard("/ordering-shopping/payments", "/siparis-alisveris/odemeler"),
    file: "features/current-account/routes/payments.tsx",
  },
  {
    key: "paymentDetail",
    ...dashboard("/ordering-shopping/payments/:id", "/siparis-alisveris/odemeler/:id"),
    file: "features/current-account/routes/payment-detail.tsx",
  },
  {
    key: "transactions",
    ...dashboard("/ordering-shopping/transactions", "/siparis-alisveris/hesap-hareketleri"),
    file: "features/current-account/routes/transactions.tsx",
  },
  {
    key: "customerReferenceNumbers",
    ...dashboard("/ordering-shopping/customer-reference-numbers", "/siparis-alisveris/musteri-referans-numaralari"),
    file: "features/customer-references/routes/customer-references.tsx",
  },
  {
    key: "adminUsers",
    ...dashboard("/administration/users", "/yonetim/kullanicilar"),
    file: "features/business-admin/routes/admin-users.tsx",
  },
  { key: "adminRoles", ...dashboard("/administration/roles", "/yonetim/roller"), file: "features/business-admin/routes/admin-roles.tsx" },
  {
    key: "adminUserCarts",
    ...dashboard("/administration/users-detail-manage-shopping-carts", "/yonetim/kullanici-sepetleri"),
    file: "features/business-admin/routes/admin-user-carts.tsx",
  },
  {
    key: "adminUserCart",
    ...dashboard("/administration/users-detail-manage-shopping-carts/:id", "/yonetim/kullanici-sepetleri/:id"),
    file: "features/business-admin/routes/admin-user-cart.tsx",
  },

  { key: "backOffice", ...backOffice("", ""), file: "features/back-office/routes/home.tsx" },
  { key: "backOfficeSignIn", ...backOffice("/sign-in", "/giris"), file: "features/back-office/routes/sign-in.tsx" },
  { key: "backOfficeAudit", ...backOffice("/audit-log", "/denetim-kaydi"), file: "features/back-office/routes/audit-log.tsx" },
  { key: "backOfficeRates", ...backOffice("/exchange-rates", "/doviz-kurlari"), file: "features/back-office/routes/exchange-rates.tsx" },
  { key: "backOfficeOrders", ...backOffice("/orders", "/siparisler"), file: "features/back-office/routes/orders.tsx" },
  {
    key: "backOfficeOrder",
    ...backOffice("/orders/:orderNumber", "/siparisler/:orderNumber"),
    file: "features/back-office/routes/order.tsx",
  },
  { key: "backOfficeReturns", ...backOffice("/returns", "/iadeler"), file: "features/back-office/routes/returns.tsx" },
  {
    key: "backOfficeReconciliation",
    ...backOffice("/bank-reconciliation", "/banka-mutabakati"),
    file: "features/back-office/routes/reconciliation.tsx",
  },
  {
    key: "backOfficeStatement",
    ...backOffice("/bank-reconciliation/statements/:statementId", "/banka-mutabakati/ekstreler/:statementId"),
    file: "features/back-office/routes/statement.tsx",
  },
  {
    key: "backOfficeReturn",
    ...backOffice("/returns/:returnNumber", "/iadeler/:returnNumber"),
    file: "features/back-office/routes/return.tsx",
  },
  { key: "backOfficeCustomers", ...backOffice("/customers", "/musteriler"), file: "features/back-office/routes/customers.tsx" },
  {
    key: "backOfficeCustomer",
    ...backOffice("/customers/:userId", "/musteriler/:userId"),
    file: "features/back-office/routes/customer.tsx",
  },
  {
    key: "backOfficeCompany",
    ...backOffice("/companies/:companyId", "/firmalar/:companyId"),
    file: "features/back-office/routes/company.tsx",
  },
  {
    key: "backOfficeProjectNew",
    ...backOffice("/companies/:companyId/projects/new", "/firmalar/:companyId/projeler/yeni"),
    file: "features/back-office/routes/project-new.tsx",
  },
  {
    key: "backOfficeCompanySpecialProducts",
    ...backOffice("/companies/:companyId/special-products", "/firmalar/:companyId/ozel-urunler"),
    file: "features/back-office/routes/company-special-products.tsx",
  },
  {
    key: "backOfficeProject",
    ...backOffice("/projects/:projectId", "/projeler/:projectId"),
    file: "features/back-office/routes/project.tsx",
  },
  {
    key: "backOfficeCompanyAccount",
    ...backOffice("/companies/:companyId/accounts/:accountId", "/firmalar/:companyId/cari-hesaplar/:accountId"),
    file: "features/back-office/routes/company-account.tsx",
  },
  { key: "backOfficeInvoices", ...backOffice("/invoices", "/faturalar"), file: "features/back-office/routes/invoices.tsx" },
  { key: "backOfficeRequests", ...backOffice("/requests", "/talepler"), file: "features/back-office/routes/requests.tsx" },
  {
    key: "backOfficeRequest",
    ...backOffice("/requests/:caseId", "/talepler/:caseId"),
    file: "features/back-office/routes/request.tsx",
  },
  {
    key: "backOfficeRequestOffers",
    ...backOffice("/requests/:caseId/offers", "/talepler/:caseId/teklifler"),
    file: "features/back-office/routes/request-offers.tsx",
  },
  { key: "backOfficeCatalog", ...backOffice("/catalog", "/katalog"), file: "features/back-office/routes/catalog.tsx" },
  {
    key: "backOfficeCatalogProduct",
    ...backOffice("/catalog/products/:productId", "/katalog/urunler/:productId"),
    file: "features/back-office/routes/catalog-product.tsx",
  },
  {
    key: "backOfficeCatalogNewProduct",
    ...backOffice("/catalog/products/new", "/katalog/urunler/yeni"),
    file: "features/back-office/routes/catalog-new-product.tsx",
  },
  {
    key: "backOfficeCatalogDeleteProduct",
    ...backOffice("/catalog/products/:productId/delete", "/katalog/urunler/:productId/sil"),
    file: "features/back-office/routes/catalog-delete.tsx",
  },
  {
    key: "backOfficeCatalogDeleteVariant",
    ...backOffice("/catalog/products/:productId/variants/:variantId/delete", "/katalog/urunler/:productId/varyantlar/:variantId/sil"),
    file: "features/back-office/routes/catalog-delete.tsx",
  },
  {
    key: "backOfficeCatalogImports",
    ...backOffice("/catalog/imports", "/katalog/ice-aktarma"),
    file: "features/back-office/routes/catalog-imports.tsx",
  },
  {
    key: "backOfficeCatalogImport",
    ...backOffice("/catalog/imports/:importId", "/katalog/ice-aktarma/:importId"),
    file: "features/back-office/routes/catalog-import.tsx",
  },
]);

/**
 * Pages of one module under one parent path (`family` in PAGES), registered once per language with a dynamic
 * last segment: the route table is matched several times per request, so ten policy pages cost two routes, not
 * twenty. The module tells its pages apart with matchPage and answers 404 for a segment no page has.
 */
export const PAGE_FAMILIES = [
  { id: "policy", file: "features/content/routes/policy.tsx", tr: "/politikalar/:page", en: "/policies/:page" },
  { id: "calculator", file: "features/calculators/routes/calculator.tsx", tr: "/donusturuculer/:page", en: "/conversion/:page" },
];

/** Routes that are not pages (no language, no layout): resource routes answering JSON or files. */
export const RESOURCE_ROUTES = [
  { id: "resource.categoryArtwork", path: "/images/catalog/:file", file: "features/catalog/routes/artwork.ts" },
  { id: "resource.manufacturerArtwork", path: "/images/manufacturers/:file", file: "features/catalog/routes/artwork.ts" },
  { id: "resource.partDrawing", path: "/images/parts/*", file: "features/catalog/routes/part-drawing.ts" },
  { id: "resource.userSettings", path: "/api/user-settings", file: "routes/user-settings.ts" },
  { id: "resource.addressLookups", path: "/api/lookups/address", file: "features/account/routes/lookups.ts" },
  { id: "resource.signOut", path: "/api/auth/signout", file: "features/account/routes/sign-out.ts" },
  { id: "resource.searchSuggestions", path: "/api/search-suggestions", file: "features/catalog/routes/search-suggestions.ts" },
  { id: "resource.productViews", path: "/api/product-views", file: "features/catalog/routes/product-views.ts" },
  { id: "resource.cartExport", path: "/api/cart-export", file: "features/cart/routes/cart-export.ts" },
  { id: "resource.transactionsExport", path: "/api/transactions-export", file: "features/current-account/routes/transactions-export.ts" },
  { id: "resource.orderInvoice", path: "/api/orders/:orderNumber/invoice", file: "features/orders/routes/order-invoice.ts" },
  { id: "resource.orderInvoiceXml", path: "/api/orders/:orderNumber/invoice.xml", file: "features/orders/routes/order-invoice-xml.ts" },
  { id: "resource.linkedOrderInvoice", path: "/api/order-links/:token/invoice", file: "features/orders/routes/guest-order-invoice.ts" },
  {
    id: "resource.linkedOrderInvoiceXml",
    path: "/api/order-links/:token/invoice.xml",
    file: "features/orders/routes/guest-order-invoice-xml.ts",
  },
  { id: "resource.offerPdf", path: "/api/offers/:offerId/pdf", file: "features/offers/routes/offer-pdf.ts" },
  { id: "resource.linkedOfferPdf", path: "/api/offer-links/:token/pdf", file: "features/offers/routes/linked-offer-pdf.ts" },
  {
    id: "resource.backOfficeOfferPdf",
    path: "/api/back-office/offers/:offerId/pdf",
    file: "features/back-office/routes/offer-pdf.ts",
  },
  {
    id: "resource.backOfficeOrderDocument",
    path: "/api/back-office/orders/:orderNumber/documents/:document",
    file: "features/back-office/routes/order-document.ts",
  },
  {
    id: "resource.backOfficeRequestGerber",
    path: "/api/back-office/requests/:caseId/gerber",
    file: "features/back-office/routes/request-gerber.ts",
  },
  {
    id: "resource.backOfficeReturnPhoto",
    path: "/api/back-office/returns/:returnNumber/photo",
    file: "features/back-office/routes/return-photo.ts",
  },
  { id: "resource.certificateFile", path: "/api/certificates/:slug", file: "features/content/routes/certificate-file.ts" },
  { id: "resource.shoppingCart", path: "/api/shoppingCart", file: "features/cart/routes/shopping-cart.ts" },
  { id: "resource.locales", path: "/locales/:lng/:ns", file: "routes/locales.ts" },
  { id: "resource.ordersExport", path: "/api/orders-export", file: "features/orders/routes/orders-export.ts" },
  { id: "resource.userCartExport", path: "/api/user-cart-export", file: "features/business-admin/routes/user-cart-export.ts" },
  {
    id: "resource.customerReferencesExport",
    path: "/api/customer-references-export",
    file: "features/customer-references/routes/export.ts",
  },
];

/** Answers every path no page claims, with the 404 page in the path's language. */
export const NOT_FOUND_ROUTE = { id: "notFound.splat", path: "*", file: "routes/$.tsx" };
