import type { FastifyInstance, FastifyRequest } from "fastify";
import { businessBillingAddressBook, consumerBillingAddressBook, shippingAddressBook } from "@contract/api/accounts/address-operations";
import { defaultShippingAddress } from "@contract/api/accounts/operations";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { identityOf } from "../../plugins/auth";
import {
  addressOut,
  addressValues,
  businessBillingAddressInput,
  consumerBillingAddressInput,
  shippingAddressInput,
} from "./address-schemas";
import {
  createAddress,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type AddressKind,
} from "./address-service";

type Book = typeof shippingAddressBook | typeof consumerBillingAddressBook | typeof businessBillingAddressBook;
type Input = typeof shippingAddressInput | typeof consumerBillingAddressInput | typeof businessBillingAddressInput;

interface AddressBookRoutes {
  book: Book;
  kind: AddressKind;
  /** The book's body with the API's place checks. */
  input: Input;
}

const books: AddressBookRoutes[] = [
  { book: shippingAddressBook, kind: "shipping", input: shippingAddressInput },
  { book: businessBillingAddressBook, kind: "billing", input: businessBillingAddressInput },
  { book: consumerBillingAddressBook, kind: "billing", input: consumerBillingAddressInput },
];

const notFound = (request: FastifyRequest) => new AppError(404, message("notFound", requestLocale(request)));

/** Create, list, read, edit, delete and make default, for each address book; always the caller's own (registered inside the signed-in scope). */
export function addressRoutes(signedIn: FastifyInstance) {
  const { db } = signedIn;

  route(signedIn, defaultShippingAddress, async (request) => {
    const row = await findDefaultAddress(db, identityOf(request).userId, "shipping");
    return { success: true, data: row ? addressOut(row) : null };
  });

  for (const { book, kind, input } of books) {
    const ownerOf = (request: FastifyRequest) => identityOf(request).userId;

    route(signedIn, book.list, async (request) => {
      const { page, pageSize } = request.query;
      const result = await listAddresses(db, ownerOf(request), kind, page, pageSize);
      return { success: true, data: { ...result, items: result.items.map(addressOut) } };
    });

    route(signedIn, { ...book.create, body: input }, async (request) => {
      const row = await createAddress(db, ownerOf(request), kind, addressValues(request.body), request.body.isDefault);
      return { success: true, data: addressOut(row) };
    });

    route(signedIn, book.get, async (request) => {
      const row = await findAddress(db, ownerOf(request), kind, request.params.id);
      if (!row) throw notFound(request);
      return { success: true, data: addressOut(row) };
    });

    route(signedIn, { ...book.update, body: input }, async (request) => {
      const row = await updateAddress(db, ownerOf(request), kind, request.params.id, addressValues(request.body), request.body.isDefault);
      if (!row) throw notFound(request);
      return { success: true, data: addressOut(row) };
    });

    route(signedIn, book.remove, async (request) => {
      if (!(await deleteAddress(db, ownerOf(request), kind, request.params.id))) throw notFound(request);
      return { success: true, data: null };
    });

    route(signedIn, book.makeDefault, async (request) => {
      const row = await setDefaultAddress(db, ownerOf(request), kind, request.params.id);
      if (!row) throw notFound(request);
      return { success: true, data: addressOut(row) };
    });
  }
}
