import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

// React 18.3.1's streaming renderer encodes into a 2,048-byte buffer; when a multi-byte character did not fit at its
// end it sent the whole buffer, unwritten zero bytes included (react issue 31134). patches/react-dom+18.3.1.patch
// sends only what was written. Turkish text (ç ğ ı İ ö ş ü are two bytes each) hits every alignment below.
function render(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough();
        buffer(body).then(resolve, reject);
        pipe(body);
      },
      onError: reject,
    });
  });
}

const TURKISH = "Kontak Yapısı şeffaf ölçüm ığdır çözüm İğne ÇÖŞÜ";

function Page({ shift }: { shift: number }) {
  const rows = Array.from({ length: 120 }, (_, index) => `${"x".repeat(shift)}${TURKISH} ${index}`);
  return (
    <Suspense fallback={null}>
      <ul>
        {rows.map((row) => (
          <li key={row} title={row}>
            {row}
          </li>
        ))}
      </ul>
    </Suspense>
  );
}

describe("streamed HTML bytes", () => {
  it("holds no NUL byte and decodes as UTF-8 whatever falls on the 2 KB boundaries", async () => {
    for (let shift = 0; shift < 8; shift += 1) {
      const bytes = await render(<Page shift={shift} />);
      expect(bytes.includes(0), `shift ${shift}: a NUL byte`).toBe(false);
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(text).toContain(`${"x".repeat(shift)}${TURKISH} 119`);
    }
  });
});
