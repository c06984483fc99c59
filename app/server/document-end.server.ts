import { Transform } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * React 18 writes `</body></html>` with the shell, and Remix's single-fetch data (the scripts that stream the
 * loaders' data to the browser) after it: browsers move them into the body, but the document is invalid HTML. This
 * keeps the first `</body></html>` back and writes it at the very end, so everything streamed stays inside the body.
 */
export function documentEndLast() {
  let held = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (found) return done(null, chunk);
      const text = Buffer.concat([held, chunk]);
      const at = text.indexOf(END);
      if (at >= 0) {
        found = true;
        held = Buffer.alloc(0);
        return done(null, Buffer.concat([text.subarray(0, at), text.subarray(at + END.length)]));
      }
      // The end tags may be split between two chunks: what could start them waits for the next one.
      const keep = Math.min(text.length, END.length - 1);
      held = text.subarray(text.length - keep);
      done(null, text.subarray(0, text.length - keep));
    },
    flush(done) {
      done(null, found ? END : held);
    },
  });
}
