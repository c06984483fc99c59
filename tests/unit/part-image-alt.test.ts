import { describe, expect, it } from "vitest";
import { catalogTranslators } from "./support/catalog-translators";
import { partDrawingPath } from "../../contract/part-drawing-path";
import { partImageAlt } from "../../app/features/catalog/part-image-alt";

const translators = catalogTranslators();

const altOf = (locale: "tr" | "en", pkg: string | null, mpn = "2N7002", maker = "onsemi") =>
  partImageAlt(translators[locale], locale, { imagePath: partDrawingPath({ package: pkg, maker, mpn }), mpn, maker });

describe("a part picture's alt text", () => {
  it("names the package and the part in the page's language", () => {
    expect(altOf("en", "SOT-23")).toBe("SOT-23 package drawing of 2N7002");
    expect(altOf("tr", "SOT-23")).toBe("2N7002 için SOT-23 kılıf çizimi");
  });

  it("translates the packages a category implies, and writes a size with the page's decimal sign", () => {
    expect(altOf("en", "Header 2x20", "61304011121")).toBe("2x20 pin header package drawing of 61304011121");
    expect(altOf("tr", "Header 2x20", "61304011121")).toBe("61304011121 için 2x20 pin başlık kılıf çizimi");
    expect(altOf("tr", "Terminal block 3", "MKDS13-3-508")).toBe("MKDS13-3-508 için 3 kutuplu klemens kılıf çizimi");
    expect(altOf("tr", "Radial", "EEU-FR1A101")).toBe("EEU-FR1A101 için radyal kılıf çizimi");
    expect(altOf("tr", "2.5 x 2.0 mm", "74404250R10")).toBe("74404250R10 için 2,5 x 2,0 mm kılıf çizimi");
    expect(altOf("en", "2.5 x 2.0 mm", "74404250R10")).toBe("2.5 x 2.0 mm package drawing of 74404250R10");
  });

  it("says an outline drawing for a part without a package, and a photo for a photo", () => {
    expect(altOf("en", null, "LRS-5-3.3")).toBe("Outline drawing of LRS-5-3.3");
    expect(altOf("tr", null, "LRS-5-3.3")).toBe("LRS-5-3.3 için taslak çizim");
    const photo = { imagePath: "/media/photos/2n7002.jpg", mpn: "2N7002", maker: "onsemi" };
    expect(partImageAlt(translators.en, "en", photo)).toBe("Photo of 2N7002 by onsemi");
    expect(partImageAlt(translators.tr, "tr", photo)).toBe("onsemi 2N7002 fotoğrafı");
  });
});
