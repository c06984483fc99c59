import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { documentEndLast } from "~/server/document-end.server";

async function through(chunks: string[]) {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(documentEndLast())) parts.push(part as Buffer);
  return Buffer.concat(parts).toString();
}

describe("documentEndLast", () => {
  it("moves the end tags after what is streamed after them", async () => {
    expect(await through(["<html><body><p>é</p></body></html>", "<script>a()</script>"])).toBe(
      "<html><body><p>é</p><script>a()</script></body></html>",
    );
  });

  it("finds end tags split between chunks", async () => {
    expect(await through(["<body>x</bo", "dy></h", "tml><script>b()</script>"])).toBe("<body>x<script>b()</script></body></html>");
  });

  it("leaves a document without them as it is", async () => {
    expect(await through(["<p>one</p", ">"])).toBe("<p>one</p>");
  });
});
