import { describe, expect, it } from "vitest";
import { displayedUnitPrice, toTry } from "../../api/modules/invoices/content";
import { moneyText, percentText, unitPriceText } from "../../api/modules/invoices/format";
import { el, leaf, xmlDocument } from "../../api/modules/invoices/xml";

describe("an invoice's figures", () => {
  it("show a unit price with spec section 9's decimals, rounded half up", () => {
    expect(displayedUnitPrice("2.222800")).toBe("2.22280");
    expect(displayedUnitPrice("0.420506")).toBe("0.42051");
    expect(displayedUnitPrice("12.345650")).toBe("12.3457");
    expect(displayedUnitPrice("123.456500")).toBe("123.457");
    expect(displayedUnitPrice("1234.5")).toBe("1234.50");
  });

  it("convert to lira to the kuruş at an eight-decimal rate", () => {
    expect(toTry(4_780_000n, "42.27770000")).toBe(202_090_000n);
    expect(toTry(1n, "1.00000000")).toBe(0n);
  });

  it("are written as the invoice's language writes them: decimal commas and the lira sign after in Turkish", () => {
    expect(moneyText(1_234_560_000n, "TRY", "tr")).toBe("1.234,56 ₺");
    expect(moneyText(1_234_560_000n, "TRY", "en")).toBe("₺1,234.56");
    expect(moneyText(5_730_000n, "USD", "tr")).toBe("5,73 USD");
    expect(unitPriceText("0.42051", "tr")).toBe("0,42051");
    expect(unitPriceText("1234.50", "en")).toBe("1,234.50");
    expect(percentText("20.00", "tr")).toBe("%20");
    expect(percentText("10.00", "en")).toBe("10%");
  });
});

describe("the invoice's XML writer", () => {
  it("escapes every text and attribute, drops characters XML cannot carry, and leaves absent elements out", () => {
    const document = xmlDocument(
      el("Invoice", { xmlns: "urn:x" }, leaf("cbc:Name", `</cbc:Name><evil a="1">&\u0001`, { currencyID: `"'<>` }), null, false, ""),
    );
    expect(document).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:x">\n  <cbc:Name currencyID="&quot;&apos;&lt;&gt;">&lt;/cbc:Name&gt;&lt;evil a=&quot;1&quot;&gt;&amp;</cbc:Name>\n</Invoice>\n`,
    );
  });
});
