import { describe, expect, it } from "vitest";
import { createTranslator, namespaceList, pluralForm, type Strings } from "~/lib/i18n/translate";
import { serverTranslationSource } from "~/lib/i18n/server-translation-source";

const strings: Record<string, Strings> = {
  common: { nav: { cart: "Cart" }, greeting: "Hello {{name}}, {{user.city}}", unknownVariable: "{{missing}} stays" },
  catalog: {
    parts_one: "{{count}} part",
    parts_other: "{{count}} parts",
    days_zero: "today",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    features: ["fast", "calm"],
    nav: { cart: "Basket" },
  },
};
const lookup = (namespace: string) => strings[namespace];

describe("the store's translator", () => {
  it("reads a dot path of the first namespace that has it, and another namespace by its prefix", () => {
    const { t } = createTranslator("en", lookup, ["catalog", "common"]);
    expect(t("nav.cart")).toBe("Basket");
    expect(t("common:nav.cart")).toBe("Cart");
    expect(t("greeting", { name: "Ayşe", user: { city: "Ankara" } })).toBe("Hello Ayşe, Ankara");
  });

  it("gives the plural form Intl.PluralRules gives in Turkish and English", () => {
    const counts = [0, 1, -1, 2, 1.5, 0.5, 11, 21, 101, 1000000, -0, Number.NaN];
    for (const locale of ["tr", "en"]) {
      const rules = new Intl.PluralRules(locale);
      for (const count of counts) expect(pluralForm(count), `${locale} ${count}`).toBe(rules.select(count));
    }
  });

  it("picks the plural form of the language, and the zero form only where there is one", () => {
    const en = createTranslator("en", lookup, ["catalog"]).t;
    expect(en("parts", { count: 1 })).toBe("1 part");
    expect(en("parts", { count: 3 })).toBe("3 parts");
    expect(en("parts", { count: 0 })).toBe("0 parts");
    expect(en("days", { count: 0 })).toBe("today");
    expect(en("days", { count: 2 })).toBe("2 days");
    // Turkish has the forms one and other too (Intl.PluralRules): 1 is "one".
    expect(createTranslator("tr", lookup, ["catalog"]).t("parts", { count: 1 })).toBe("1 part");
  });

  it("answers a missing key with the key (without its namespace) or the default, and keeps an unknown variable", () => {
    const { t, exists } = createTranslator("en", lookup, ["common"]);
    expect(t("nav.nothing")).toBe("nav.nothing");
    expect(t("catalog:nothing")).toBe("nothing");
    expect(t("packaging.reel", { defaultValue: "reel" })).toBe("reel");
    expect(t("unknownVariable")).toBe("{{missing}} stays");
    expect(exists("nav.cart")).toBe(true);
    expect(exists("nav")).toBe(false);
    expect(exists("nav.nothing")).toBe(false);
  });

  it("answers a list as it is when asked for objects", () => {
    const { t } = createTranslator("en", lookup, ["catalog"]);
    expect(t("features", { returnObjects: true })).toEqual(["fast", "calm"]);
  });

  it("takes one namespace, several, or none for the common one", () => {
    expect(namespaceList()).toEqual(["common"]);
    expect(namespaceList("catalog")).toEqual(["catalog"]);
    expect(namespaceList(["catalog", "common"])).toEqual(["catalog", "common"]);
  });
});

describe("the page's strings on the server", () => {
  it("holds the namespaces the render asked for and those the routes declare, with no markup the parser could end on", () => {
    const source = serverTranslationSource({ en: { ...strings, risky: { text: "</script><script>alert(1)</script>" } } });
    source.strings("en", "catalog");
    const text = source.pageStringsText("en", ["risky"]);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({
      locale: "en",
      namespaces: { catalog: strings.catalog, risky: { text: "</script><script>alert(1)</script>" } },
    });
  });
});
