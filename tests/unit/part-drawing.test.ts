import { describe, expect, it } from "vitest";
import { XMLValidator } from "fast-xml-parser";
import { partDrawingPath, readPartDrawingPath } from "../../contract/part-drawing-path";
import { packageShape } from "../../app/features/catalog/part-drawing/package-shape";
import { partDrawingSvg } from "../../app/features/catalog/part-drawing/part-drawing-svg";

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

describe("package text → shape and pin count", () => {
  it.each([
    ["0603", { kind: "chip", lengthMm: 1.6, widthMm: 0.8 }],
    ["1206", { kind: "chip", lengthMm: 3.2, widthMm: 1.6 }],
    ["SOT-23", { kind: "sot", bottom: 2, top: 1, tab: false }],
    ["SOT-23-5", { kind: "sot", bottom: 3, top: 2, tab: false }],
    ["SOT-25", { kind: "sot", bottom: 3, top: 2, tab: false }],
    ["SOT-23-6", { kind: "sot", bottom: 3, top: 3, tab: false }],
    ["SOT-223", { kind: "sot", bottom: 3, top: 1, tab: true }],
    ["SOT-89", { kind: "sot", bottom: 3, top: 1, tab: true }],
    ["SOD-123", { kind: "molded", tone: "epoxy" }],
    ["SMA", { kind: "molded", tone: "epoxy" }],
    ["SMC", { kind: "molded", tone: "epoxy" }],
    ["Case B", { kind: "molded", tone: "tantalum" }],
    ["SOIC-8", { kind: "dual-row", pins: 8 }],
    ["SO-8N", { kind: "dual-row", pins: 8 }],
    ["TSSOP-20", { kind: "dual-row", pins: 20 }],
    ["HTSOP-J8", { kind: "dual-row", pins: 8 }],
    ["SO PowerPAD-8", { kind: "dual-row", pins: 8 }],
    ["PowerPAK SO-8", { kind: "dual-row", pins: 8 }],
    ["SMD-4", { kind: "dual-row", pins: 4 }],
    ["DIP-8", { kind: "dip", pins: 8 }],
    ["DIP-28", { kind: "dip", pins: 28 }],
    ["LQFP-48", { kind: "quad-leaded", pins: 48 }],
    ["HLQFP-100", { kind: "quad-leaded", pins: 100 }],
    ["QFN-32", { kind: "quad-no-lead", pins: 32 }],
    ["VFQFPN-36", { kind: "quad-no-lead", pins: 36 }],
    ["LFCSP-16", { kind: "quad-no-lead", pins: 16 }],
    ["DFN-10", { kind: "dual-no-lead", pins: 10 }],
    ["WSON-6", { kind: "dual-no-lead", pins: 6 }],
    ["UFBGA-169", { kind: "bga", pins: 169 }],
    ["TO-92", { kind: "to-92" }],
    ["TO-220", { kind: "to-220", pins: 3 }],
    ["TO-220-5", { kind: "to-220", pins: 5 }],
    ["TO-247", { kind: "to-247", pins: 3 }],
    ["D2PAK", { kind: "dpak" }],
    ["TO-252", { kind: "dpak" }],
    ["DO-41", { kind: "axial", band: "diode" }],
    ["Axial", { kind: "axial", band: "resistor" }],
    ["Radial", { kind: "radial" }],
    ["SMD can", { kind: "smd-can" }],
    ["5 mm", { kind: "led" }],
    ["2.5 x 2.0 mm", { kind: "block" }],
    ["Header 2x20", { kind: "header", rows: 2, columns: 20 }],
    ["Terminal block 3", { kind: "terminal-block", pins: 3 }],
  ])("%s", (text, shape) => {
    expect(packageShape(text)).toEqual(shape);
  });

  it("reads the text whatever its case and spacing", () => {
    expect(packageShape("  soic-14 ")).toEqual({ kind: "dual-row", pins: 14 });
    expect(packageShape("header  1X4")).toEqual({ kind: "header", rows: 1, columns: 4 });
  });

  it.each([
    null,
    "",
    "Enclosed",
    "SOIC-7",
    "QFN-30",
    "DIP-9999",
    "LQFP-100000",
    "Header 4x2",
    "Header 1x500",
    "Terminal block 99",
    "x".repeat(50),
  ])("draws %j as the generic outline (unknown, or a pin count no package has)", (text) => {
    expect(packageShape(text)).toEqual({ kind: "generic" });
  });
});

describe("the drawing", () => {
  const draw = (pkg: string | null, mpn = "PART-1", maker = "Maker") => partDrawingSvg({ package: pkg, maker, mpn });

  it("draws one lead per pin", () => {
    const leads = (svg: string) => count(svg, /<rect [^>]*fill="#b7bec8"/g);
    expect(leads(draw("SOIC-8"))).toBe(8);
    expect(leads(draw("TSSOP-20"))).toBe(20);
    expect(leads(draw("DIP-14"))).toBe(14);
    expect(leads(draw("LQFP-48"))).toBe(48);
    expect(leads(draw("SOT-23"))).toBe(3);
    expect(leads(draw("SOT-23-5"))).toBe(5);
    expect(leads(draw("TO-220"))).toBe(4); // three leads and the tab
    expect(count(draw("UFBGA-169"), /<circle [^>]*fill="#b7bec8"/g)).toBe(169);
    // A QFN's pads and its exposed pad.
    expect(leads(draw("QFN-32"))).toBe(33);
    expect(count(draw("Header 2x20"), /<rect [^>]*fill="#b7bec8"/g)).toBe(40);
  });

  it("gives every package its own outline, and anything else the same neutral one", () => {
    const drawings = [
      "0603",
      "SOT-23",
      "SOT-223",
      "SMA",
      "SOIC-8",
      "DIP-8",
      "LQFP-48",
      "QFN-32",
      "DFN-8",
      "TO-92",
      "TO-220",
      "TO-247",
      "D2PAK",
      "DO-41",
      "Axial",
      "Radial",
      "Header 1x4",
      "Terminal block 2",
    ].map((pkg) => draw(pkg).replace(/<text.*<\/text>/g, ""));
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(draw("Enclosed")).toContain('stroke-dasharray="5 4"');
    expect(draw(null)).toContain('stroke-dasharray="5 4"');
  });

  it("writes the part number, the maker and the package on it", () => {
    const svg = draw("SOT-23", "2N7002", "onsemi");
    expect(svg).toContain(">2N7002</text>");
    expect(svg).toContain(">onsemi · SOT-23</text>");
    // The generic outline names the package inside it.
    expect(draw("Enclosed")).toContain(">Enclosed</text>");
  });

  it("escapes what it writes and stays well-formed whatever the texts hold", () => {
    const svg = draw('<script>alert("x")</script>', `A&B</text><script>1</script>'"`, "Maker\u0000\u0007\ud800 <b>");
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("A&amp;B&lt;/text&gt;&lt;script&gt;1&lt;/script&gt;&#39;&quot;");
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(count(svg, /<text /g)).toBe(3);
  });

  it("shrinks a long part number to fit, and cuts one that cannot", () => {
    const fitted = draw("SOIC-8", "TPS7A4700RGWR-LONG");
    expect(Number(fitted.match(/font-size="([\d.]+)" font-weight="700"/)![1])).toBeLessThan(15);
    const cut = draw("SOIC-8", "X".repeat(60));
    expect(cut).toMatch(/>X+…<\/text>/);
  });
});

describe("the drawing's address", () => {
  it.each([
    [{ package: "SOT-23", maker: "onsemi", mpn: "2N7002" }, "/images/parts/SOT-23/onsemi/2N7002.svg"],
    [{ package: "0603", maker: "Texas Instruments", mpn: "LM358N/NOPB" }, "/images/parts/0603/Texas%20Instruments/LM358N%2FNOPB.svg"],
    [{ package: null, maker: "Mean Well", mpn: "LRS-5-3.3" }, "/images/parts/_/Mean%20Well/LRS-5-3.3.svg"],
    [{ package: "..", maker: "A&B", mpn: "24LC02-I/SN#?" }, "/images/parts/_/A%26B/24LC02-I%2FSN%23%3F.svg"],
  ])("%j ↔ %s", (part, path) => {
    expect(partDrawingPath(part)).toBe(path);
    expect(readPartDrawingPath(path)).toEqual(part.package === ".." ? { ...part, package: null } : part);
  });

  it("reads no other path", () => {
    expect(readPartDrawingPath("/media/rc0603.png")).toBeNull();
    expect(readPartDrawingPath("/images/parts/SOT-23/onsemi.svg")).toBeNull();
    expect(readPartDrawingPath("/images/parts/SOT-23/a/b/c.svg")).toBeNull();
    expect(readPartDrawingPath("/images/parts/SOT-23/onsemi/%E0%A4%A.svg")).toBeNull();
    expect(readPartDrawingPath(null)).toBeNull();
  });
});
