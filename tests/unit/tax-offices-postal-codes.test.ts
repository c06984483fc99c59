import { describe, expect, it } from "vitest";
import { parseCsv } from "../../api/lib/csv";
import { cityItems, cityName, districtItems, neighbourhoodPostalCodes, townItems } from "../../api/modules/lookups/postal-places";
import { matchTaxOffice, normaliseTaxOfficeName } from "../../api/modules/lookups/tax-office-match";
import { taxOfficeItems, taxOffices } from "../../api/modules/lookups/tax-offices";
import { taxOfficeCityId } from "../../contract/api/lookups/tax-offices";

describe("the CSV reader", () => {
  it("reads fields quoted only where needed, with commas, doubled quotes and line breaks inside", () => {
    expect(parseCsv('a,b\n36,"3,mezra Mah",x\n"say ""hi""","two\nlines"\r\nlast,')).toEqual([
      ["a", "b"],
      ["36", "3,mezra Mah", "x"],
      ['say "hi"', "two\nlines"],
      ["last", ""],
    ]);
  });
});

describe("the reference data of api/data/", () => {
  it("holds the Revenue Administration's 895 offices: 37 in İzmir, 65 in İstanbul, by code", () => {
    expect(taxOffices()).toHaveLength(895);
    expect(taxOfficeItems("35")).toHaveLength(37);
    expect(taxOfficeItems("34")).toHaveLength(65);
    expect(taxOfficeItems("01")).toContainEqual({ id: "1254", name: "Ziyapaşa Vergi Dairesi Müdürlüğü" });
    expect(taxOfficeCityId("1254")).toBe("01");
    expect(taxOfficeCityId("34272")).toBe("34");
  });

  it("holds PTT's places: 81 provinces with zero-padded plates, their districts and neighbourhoods with postal codes", () => {
    expect(cityItems()).toHaveLength(81);
    expect(cityItems()[0]).toEqual({ id: "01", name: "Adana" });
    expect(cityName("35")).toBe("İzmir");
    expect(townItems("35")).toHaveLength(30);
    expect(districtItems("34", "Kadıköy")).toContainEqual({ id: "Caferağa Mah", name: "Caferağa Mah" });
    expect(neighbourhoodPostalCodes("34", "Kadıköy", "Caferağa Mah")).toEqual(["34710"]);
    expect(neighbourhoodPostalCodes("06", "Çankaya", "Kızılay Mah")).toEqual(["06420"]);
    // A quoted name with a comma in it is one neighbourhood.
    expect(neighbourhoodPostalCodes("36", "Kağızman", "3,mezra Mah (Bulanık Köyü)")).toEqual(["36702"]);
    expect(neighbourhoodPostalCodes("34", "Kadıköy", "Kızılay Mah")).toBeNull();
  });
});

describe("matching a typed tax office to the list", () => {
  const code = (typed: string, cityId?: string) => matchTaxOffice(typed, taxOffices(), cityId)?.code ?? null;

  it("takes the exact name, the short name and a capitalised abbreviation alike", () => {
    expect(code("Kadıköy Vergi Dairesi Müdürlüğü")).toBe("34272");
    expect(code("Kadıköy")).toBe("34272");
    expect(code("KADIKÖY V.D.")).toBe("34272");
    expect(code("kadıköy vd")).toBe("34272");
    expect(code("Kadıköy Vergi Dairesi")).toBe("34272");
    expect(normaliseTaxOfficeName("İZMİR İHTİSAS VERGİ DAİRESİ")).toBe("izmir ihtisas");
  });

  it("maps the old Büyük Mükellefler Vergi Dairesi Başkanlığı to today's office 34207", () => {
    expect(code("Büyük Mükellefler Vergi Dairesi Başkanlığı")).toBe("34207");
  });

  it("takes a name several provinces share only in the record's own province", () => {
    expect(code("Gölbaşı")).toBeNull();
    expect(code("Gölbaşı", "06")).toBe("6272");
    expect(code("Gölbaşı V.D.", "02")).toBe("2263");
  });

  it("flags a name that is ambiguous in its province or names no office", () => {
    expect(code("Aziziye", "25")).toBeNull();
    expect(code("Merkez")).toBeNull();
    expect(code("Vergi Dairesi")).toBeNull();
    expect(code("")).toBeNull();
  });
});
