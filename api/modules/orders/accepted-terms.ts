import type { CartDocument, CartDocumentKey } from "@contract/api/carts/documents";
import type { Database } from "../../db/client";
import { cartDocument } from "../carts/documents/document";

type DocumentArguments = Parameters<typeof cartDocument>;

const documentText = (document: CartDocument) =>
  document.blocks
    .map((block) =>
      block.type === "lines"
        ? document.lines.map((line) => `${line.quantity} × ${line.mpn} ${line.totalPrice ?? ""}`).join("\n")
        : block.text,
    )
    .join("\n\n");

/** The distance sales contract and the preliminary information form, as they read for this cart and buyer now. */
export const termsDocuments = (db: Database, cart: DocumentArguments[2], person: DocumentArguments[3], options: DocumentArguments[4]) =>
  Promise.all(
    (["distance-sales-contract", "preliminary-information-form"] as CartDocumentKey[]).map((key) =>
      cartDocument(db, key, cart, person, options),
    ),
  );

/** What the buyer accepted, when and from where, with each text in full: the order keeps it as evidence. */
export const acceptedTerms = (documents: CartDocument[], acceptedAt: Date, clientAddress: string) => ({
  acceptedAt: acceptedAt.toISOString(),
  ip: clientAddress,
  documents: documents.map((document) => ({
    kind: document.key,
    version: document.version,
    language: document.locale,
    text: documentText(document),
  })),
});
