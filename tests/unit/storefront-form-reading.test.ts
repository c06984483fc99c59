import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/forms/fields";
import { formId, isBotSubmission, readForm } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";

// How every action reads what was posted (app/server/forms.server.ts, multipart.server.ts), which until now only the
// browser tests reached.

const LIMITS = { maxBytes: 8, tooLargeMarker: "too-large" };

/** A multipart body as a browser sends it, built by hand so that its part headers are exactly what is tested. */
function multipartRequest(parts: Array<{ name: string; value: string; filename?: string }>, url = "http://store.test/en/pcb-offer") {
  const boundary = "----unit-boundary";
  const body = parts
    .map((part) => {
      const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
      const type = part.filename === undefined ? "" : "Content-Type: application/zip\r\n";
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${part.value}\r\n`;
    })
    .join("");
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: `${body}--${boundary}--\r\n`,
  });
}

describe("readForm", () => {
  it("reads an urlencoded form", async () => {
    const request = new Request("http://store.test/sepetim", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "quantity=3&note=%C3%96rnek+%26+co",
    });
    const form = await readForm(request);
    expect(form.get("quantity")).toBe("3");
    expect(form.get("note")).toBe("Örnek & co");
  });

  it("keeps a file within the limit under its name as sent, however odd (rev=2.zip, a;b.zip)", async () => {
    for (const filename of ["rev=2.zip", "a;b.zip"]) {
      const form = await readForm(
        multipartRequest([
          { name: "company", value: "Örnek; Elektronik" },
          { name: "gerber", value: "PK..", filename },
        ]),
        LIMITS,
      );
      const file = form.get("gerber");
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe(filename);
      expect(await (file as File).text()).toBe("PK..");
      expect(form.get("company")).toBe("Örnek; Elektronik");
    }
  });

  it("marks a file over the limit and still returns the other fields", async () => {
    const form = await readForm(
      multipartRequest([
        { name: "gerber", value: "0123456789", filename: "big.zip" },
        { name: "email", value: "a@example.com" },
      ]),
      LIMITS,
    );
    expect(form.get("gerber")).toBe("too-large");
    expect(form.get("email")).toBe("a@example.com");
  });

  it("drops every file of a form that takes none, and empties a text part over 64 KiB", async () => {
    const form = await readForm(
      multipartRequest([
        { name: "attachment", value: "data", filename: "x.zip" },
        { name: "message", value: "x".repeat(64 * 1024 + 1) },
        { name: "name", value: "Ayşe" },
      ]),
    );
    expect(form.has("attachment")).toBe(false);
    expect(form.get("message")).toBe("");
    expect(form.get("name")).toBe("Ayşe");
  });

  it("answers a body that cannot be read as a form with a 400 refusal in the page's language, never a 500", async () => {
    const malformed = (url: string) =>
      new Request(url, { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "not multipart at all" });
    const turkish = await readForm(malformed("http://store.test/pcb-teklifi")).catch((error: unknown) => error);
    expect(turkish).toBeInstanceOf(Response);
    expect((turkish as Response).status).toBe(400);
    expect(await (turkish as Response).json()).toEqual({
      message: "Gönderilenlerin bir kısmı okunamadı. Forma geri dönüp yeniden gönderin.",
    });
    const english = (await readForm(malformed("http://store.test/en/pcb-offer")).catch((error: unknown) => error)) as Response;
    expect(await english.json()).toEqual({ message: "Part of what was sent could not be read. Go back to the form and send it again." });
  });
});

describe("form fields", () => {
  it("tells a bot by the hidden field it filled", () => {
    const form = new FormData();
    expect(isBotSubmission(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "");
    expect(isBotSubmission(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "http://spam.example");
    expect(isBotSubmission(form)).toBe(true);
  });

  it("reads a record id only as a whole positive number", () => {
    expect(formId("42")).toBe(42);
    for (const value of [null, "", "0", "-3", "1.5", "1e3x", "abc"]) expect(formId(value)).toBeNull();
  });
});

describe("languageOf", () => {
  it("is the path's for a page and a resource route's ?lng=, Turkish otherwise", () => {
    expect(languageOf(new Request("http://store.test/sepetim"))).toBe("tr");
    expect(languageOf(new Request("http://store.test/en/shopping-cart"))).toBe("en");
    expect(languageOf(new Request("http://store.test/api/search-suggestions?lng=en"))).toBe("en");
    expect(languageOf(new Request("http://store.test/api/search-suggestions?lng=de"))).toBe("tr");
    expect(languageOf(new Request("http://store.test/api/search-suggestions"))).toBe("tr");
  });
});
