import type { APIRequestContext, Page } from "@playwright/test";
import { pathFor, type PageKey } from "../../contract/paths";
import { COMPARE_LIST_COOKIE } from "../../app/lib/cookie-names";
import { CALCULATOR_PAGES } from "../../app/features/calculators/pages";
import { catalogApi } from "./support/catalog-api";
import { apiAs } from "./support/fresh-account";
import { freshColleague, freshCompany } from "./support/fresh-company";
import { expect, test } from "./support/fixtures";
import { placeOrderByApi } from "./support/orders";
import { signIn } from "./support/session";

// Every page family in both languages speaks the page's language only (issue 14, item 7): no English word of ours
// on a Turkish page, no Turkish one on an English page, no translation key, no schema or developer message, dates
// and prices in the page's own way. The words checked are the store's own (labels, values, messages), never a part
// number, a maker's name or a datasheet's title.

type Locale = "tr" | "en";

/** Words of ours that must not appear on a Turkish page (the English a page showed before it was translated). */
const ENGLISH_ON_TURKISH = [
  /\b(Cut Tape|Reel|Tray|Tube|Bulk)\b/,
  /\b(Thick|Thin|Metal) Film\b/,
  /\b(Surface Mount|Through Hole|N-Channel|P-Channel|Shielded|Semi-Shielded|Fast Recovery|Standard Recovery)\b/,
  /\b(Add to cart|Unit price|In stock|Quantity|Manufacturer|Results for|Sign in|Search|Filters|Compare)\b/,
  /\b\d{1,2} (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
];
/** Words of ours that must not appear on an English page. */
const TURKISH_ON_ENGLISH = [
  /\b(Kesik bant|Makara|Kalın film|İnce film|Sepetim|Giriş yap|Kategoriler|Stokta|Birim fiyat|Üretici|Miktar|Filtreler)\b/,
  /\bTRY ?\d/,
];
/** What a schema or a developer writes: never shown to a shopper. */
const DEVELOPER_TEXT = [
  /Too (big|small)/i,
  /expected (string|number|boolean|array)/i,
  /\bInvalid (input|option|enum)/,
  /takes a number, got/,
  /\b(search|prop|page|pageSize|min|max): /,
  /\b(catalog|common|account|errors|validation|filters|list|product|sort|settings|dashboard)\.[a-z][A-Za-z]+(\.[A-Za-z_]+)*\b/,
  /\{\{\w+\}\}/,
  /\bundefined\b|\bNaN\b|\[object Object\]/,
];

/** Visible text and the texts read aloud or shown on hover, without the language switch (it names the other language). */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[placeholder],[aria-label],[title],img[alt]")) {
      if (element.closest("[hreflang], [lang]:not(html)")) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts.join("\n");
  });
}

async function expectWordsOf(page: Page, locale: Locale, path: string) {
  const words = await wordsOf(page);
  const wrong = [...(locale === "tr" ? ENGLISH_ON_TURKISH : TURKISH_ON_ENGLISH), ...DEVELOPER_TEXT].flatMap((pattern) => {
    const match = pattern.exec(words);
    return match ? [`${pattern} → “${words.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}”`] : [];
  });
  expect(wrong, `${path} (${locale})`).toEqual([]);
}

interface ListItem {
  variantId: number;
  productSlug: string;
  categorySlug: string;
  categoryId: number;
  upcomingStockDate: string | null;
  minimumOrderQuantity: number;
  isShowPrice: boolean;
  stock: number | null;
}

interface Samples {
  categoryId: number;
  listName: Record<Locale, string>;
  /** A part with upcoming stock: its page shows a date. */
  product: Record<Locale, { categoryName: string; name: string }>;
  manufacturer: string;
  compare: number[];
  /** A part in stock at its minimum, for a cart with a line. */
  cartItem: { variantId: number; quantity: number };
  /** A magazine article's slug (the same in both languages). */
  article: string;
}

async function samples(request: APIRequestContext): Promise<Samples> {
  const listOf = (locale: Locale) =>
    catalogApi<{ items: ListItem[] }>(request, "products/variants/search", { category: "chip-resistors", pageSize: 100 }, locale);
  const [tr, en] = await Promise.all([listOf("tr"), listOf("en")]);
  const upcoming = (items: ListItem[]) => items.find((item) => item.upcomingStockDate !== null) ?? items[0];
  const makers = await catalogApi<{ items: Array<{ slug: string }> }>(request, "products/manufacturers", {}, "tr");
  const articles = await catalogApi<{ items: Array<{ slug: string }> }>(request, "content/articles", {}, "tr");
  return {
    categoryId: tr.items[0].categoryId,
    listName: { tr: tr.items[0].categorySlug, en: en.items[0].categorySlug },
    product: {
      tr: { categoryName: upcoming(tr.items).categorySlug, name: upcoming(tr.items).productSlug },
      en: { categoryName: upcoming(en.items).categorySlug, name: upcoming(en.items).productSlug },
    },
    manufacturer: makers.items[0].slug,
    compare: tr.items.slice(0, 3).map((item) => item.variantId),
    cartItem: ((item) => ({ variantId: item.variantId, quantity: item.minimumOrderQuantity }))(
      tr.items.find((item) => item.isShowPrice && (item.stock ?? 0) >= item.minimumOrderQuantity) ?? tr.items[0],
    ),
    article: articles.items[0].slug,
  };
}

const publicPages = (locale: Locale, sample: Samples): string[] => {
  const at = (key: PageKey) => pathFor(key as never, locale);
  return [
    at("home"),
    at("categories"),
    pathFor("category", locale, { id: sample.categoryId }),
    pathFor("productList", locale, { name: sample.listName[locale] }),
    `${pathFor("productLists", locale)}?search=${encodeURIComponent("10k 0603 1%")}`,
    `${pathFor("productLists", locale)}?search=${encodeURIComponent("x".repeat(201))}`,
    `${pathFor("productList", locale, { name: sample.listName[locale] })}?prop=resistance:xyz`,
    `${pathFor("productList", locale, { name: sample.listName[locale] })}?min.resistance=abc`,
    `${pathFor("productLists", locale)}?page=400`,
    pathFor("product", locale, sample.product[locale]),
    pathFor("compareProducts", locale),
    at("manufacturers"),
    pathFor("manufacturer", locale, { name: sample.manufacturer }),
    at("about"),
    at("contact"),
    at("bankAccounts"),
    at("distribution"),
    at("documentsCertificates"),
    at("magazine"),
    pathFor("magazineArticle", locale, { slug: sample.article }),
    at("pcbOffer"),
    at("pcbOfferForm"),
    at("heatSink"),
    at("heatSinkOffer"),
    at("faeAndRd"),
    at("pcbProduction"),
    at("ledLighting"),
    at("cartContact"),
    at("policyDataProtection"),
    at("emailNewsConfirm"),
    at("newsletterUnsubscribeConfirmation"),
    at("newsletterUnsubscribeConfirmed"),
    ...CALCULATOR_PAGES.map(({ key }) => at(key)),
    at("login"),
    `${at("acceptInvitation")}?token=${"t".repeat(43)}`,
    at("signup"),
    `${at("signup")}?type=b2b`,
    at("resetPassword"),
    at("shoppingCart"),
    `${at("home")}${locale === "en" ? "/" : ""}no-such-page`.replace("//", "/"),
  ];
};

const signedInPages = (locale: Locale) =>
  (
    [
      "dashboard",
      "profile",
      "profileCompany",
      "settings",
      "billingAddresses",
      "shippingAddresses",
      "orders",
      "returns",
      "pcbStencilRequests",
      "shoppingCart",
      "checkoutAddress",
      "cartPreliminaryInformation",
      "cartDistanceSalesContract",
      "yourCarts",
      "adminUserCarts",
      "adminUsers",
      "adminRoles",
    ] as const
  ).map((key) => pathFor(key, locale));

for (const locale of ["tr", "en"] as const) {
  test(`every public page family speaks ${locale} only`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const sample = await samples(request);
    // The compare page compares what this browser added (an unsigned cookie, as the add button sets it).
    const compared = Buffer.from(JSON.stringify(sample.compare)).toString("base64");
    await context.addCookies([{ name: COMPARE_LIST_COOKIE, value: encodeURIComponent(compared), url: baseURL! }]);
    for (const path of publicPages(locale, sample)) {
      await page.goto(path);
      await expectWordsOf(page, locale, path);
    }
  });

  test(`every account page family speaks ${locale} only`, async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    // The administrator of a company of the test's own, shaped like the demo company: its roles and its purchaser.
    const company = await freshCompany("page-words", testInfo.project.name);
    await freshColleague(company, { firstName: "Mehmet", lastName: "Demir", roleId: company.roleIds["Satın alma"] }, testInfo.project.name);
    const record = await signIn(context, baseURL!, company.admin);
    // An order for the order pages, placed before the cart is filled below (placing one empties the cart).
    const orderNumber = await placeOrderByApi(record, { paymentType: "eft" });
    // The cart page with a line: its words, the part's and the totals'.
    const { cartItem } = await samples(request);
    await apiAs(record, "POST", "carts/users/me/active/lines", { items: [cartItem] });
    // The administrator's view of a user's carts, on their own active cart (the administrator may open it there).
    const { items: owners } = await apiAs<{ items: Array<{ id: string }> }>(
      record,
      "GET",
      `aggregator/users/me/user-management/users?q=${encodeURIComponent(company.admin.email)}`,
    );
    const ownCarts = pathFor("adminUserCart", locale, { id: owners[0].id });
    const forms = [pathFor("adminUsers", locale, {}, { new: 1 }), pathFor("adminRoles", locale, {}, { new: 1 })];
    for (const path of [...signedInPages(locale), pathFor("orderDetail", locale, { id: orderNumber }), ownCarts, ...forms]) {
      await page.goto(path);
      await expectWordsOf(page, locale, path);
    }
  });
}
