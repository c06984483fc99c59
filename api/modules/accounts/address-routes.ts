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
  mayAddAddress,
  mayChangeAddress,
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
const forbidden = (request: FastifyRequest) => new AppError(403, message("forbidden", requestLocale(request)));

/**
 * Create, list, read, edit, delete and make default, for each address book: a consumer's own, a business user's
 * company's as their permissions allow (docs/decisions/042-company-addresses.md). Registered inside the signed-in scope.
 */
export function addressRoutes(signedIn: FastifyInstance) {
  const { db } = signedIn;

  route(signedIn, defaultShippingAddress, async (request) => {
    const identity = identityOf(request);
    const row = await findDefaultAddress(db, identity, "shipping");
    return { success: true, data: row ? addressOut(row, identity) : null };
  });

  for (const { book, kind, input } of books) {
    /** The address of the caller's book they may change: 404 for another book's id, 403 for a colleague's they may not. */
    const changeable = async (request: FastifyRequest, id: string) => {
      const row = await findAddress(db, identityOf(request), kind, id);
      if (!row) throw notFound(request);
      if (!mayChangeAddress(identityOf(request), row)) throw forbidden(request);
    };

    route(signedIn, book.list, async (request) => {
      const { page, pageSize } = request.query;
      const identity = identityOf(request);
      const result = await listAddresses(db, identity, kind, page, pageSize);
      return { success: true, data: { ...result, items: result.items.map((row) => addressOut(row, identity)) } };
    });

    route(signedIn, { ...book.create, body: input }, async (request) => {
      const identity = identityOf(request);
      if (!mayAddAddress(identity)) throw forbidden(request);
      const row = await createAddress(db, identity, kind, addressValues(request.body), request.body.isDefault);
      return { success: true, data: addressOut(row, identity) };
    });

    route(signedIn, book.get, async (request) => {
      const identity = identityOf(request);
      const row = await findAddress(db, identity, kind, request.params.id);
      if (!row) throw notFound(request);
      return { success: true, data: addressOut(row, identity) };
    });

    route(signedIn, { ...book.update, body: input }, async (request) => {
      await changeable(request, request.params.id);
      const identity = identityOf(request);
      const row = await updateAddress(db, identity, kind, request.params.id, addressValues(request.body), request.body.isDefault);
      if (!row) throw notFound(request);
      return { success: true, data: addressOut(row, identity) };
    });

    route(signedIn, book.remove, async (request) => {
      await changeable(request, request.params.id);
      if (!(await deleteAddress(db, identityOf(request), kind, request.params.id))) throw notFound(request);
      return { success: true, data: null };
    });

    route(signedIn, book.makeDefault, async (request) => {
      await changeable(request, request.params.id);
      const identity = identityOf(request);
      const row = await setDefaultAddress(db, identity, kind, request.params.id);
      if (!row) throw notFound(request);
      return { success: true, data: addressOut(row, identity) };
    });
  }
}
