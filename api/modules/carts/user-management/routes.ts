import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CartExportFormat } from "@contract/api/carts/operations";
import * as userCarts from "@contract/api/carts/user-carts-operations";
import type { CurrencyCode } from "@contract/limits";
import { AppError } from "../../../lib/errors";
import { requestLocale } from "../../../lib/locale";
import { message } from "../../../lib/messages";
import { route } from "../../../lib/route";
import { identityOf } from "../../../plugins/auth";
import { cartContext, exportAnswer, mine, summaryOf, type CartOptions } from "../http";
import { presentCart, requireCart } from "../service";
import { findActiveCart, findCartById, listCartRows, type CartRow } from "../store";
import type { CartContext } from "../view";
import { findCompanyUser, listCartOwners, requireCompanyUser, type CompanyUser } from "./owners";
import { changeQuantities, markUserCartSaved, matchingLines, presentUserCart } from "./service";

type UserCartRequest = FastifyRequest & { params: { id: string; cartId: number }; query: { currency?: CurrencyCode } };

/**
 * The company administrator's view of the users' carts (registered inside the signed-in scope; the contract's
 * manage-user-carts guard runs first): a user of another company, or a cart not the user's, answers 404.
 */
export function userManagementCartRoutes(signedIn: FastifyInstance, { storeName }: Pick<CartOptions, "storeName">) {
  const { db } = signedIn;
  // The guard lets only business users with a company through.
  const companyOf = (request: FastifyRequest) => identityOf(request).companyId!;
  const actorOf = (request: FastifyRequest) => identityOf(request).userId;
  const ownerOf = (request: FastifyRequest & { params: { id: string } }) =>
    requireCompanyUser(db, companyOf(request), request.params.id, requestLocale(request));

  /** An operation on the cart `:cartId` of the company's user `:id`. */
  const onUserCart = async <T>(request: UserCartRequest, run: (owner: CompanyUser, cart: CartRow, context: CartContext) => Promise<T>) => {
    const owner = await ownerOf(request);
    const context = await cartContext(request);
    return run(owner, await requireCart(db, { userId: owner.id }, request.params.cartId, context), context);
  };

  route(signedIn, userCarts.listCartOwners, async (request, reply) =>
    mine(reply, await listCartOwners(db, companyOf(request), request.query)),
  );
  route(signedIn, userCarts.userActiveCart, async (request, reply) => {
    const owner = await ownerOf(request);
    return mine(reply, await presentUserCart(db, owner, await findActiveCart(db, owner.id), await cartContext(request)));
  });
  route(signedIn, userCarts.userSavedCarts, async (request, reply) => {
    const rows = await listCartRows(db, (await ownerOf(request)).id);
    return mine(
      reply,
      rows.filter((row) => row.isSaved).map((row) => summaryOf(row, row.productCount, requestLocale(request))),
    );
  });
  route(signedIn, userCarts.userCartById, async (request, reply) =>
    mine(reply, await onUserCart(request, (owner, cart, context) => presentUserCart(db, owner, cart, context))),
  );
  route(signedIn, userCarts.searchUserCart, async (request, reply) =>
    mine(
      reply,
      await onUserCart(request, async (_, cart, context) => matchingLines(await presentCart(db, cart, context), request.query.q)),
    ),
  );
  route(signedIn, userCarts.updateUserCart, async (request, reply) =>
    mine(
      reply,
      await onUserCart(request, async (owner, cart, context) => {
        await changeQuantities(db, cart, request.body.lines, actorOf(request), context);
        return presentUserCart(db, owner, cart, context);
      }),
    ),
  );
  const markSaved = (isSaved: boolean) => async (request: UserCartRequest, reply: FastifyReply) =>
    mine(
      reply,
      await onUserCart(request, async (owner, cart, context) =>
        presentUserCart(db, owner, await markUserCartSaved(db, cart, isSaved, actorOf(request)), context),
      ),
    );
  route(signedIn, userCarts.saveUserCart, markSaved(true));
  route(signedIn, userCarts.unsaveUserCart, markSaved(false));

  /** The cart `:id` as a file, as the user's own export makes it, if its owner is one of the company's users. */
  const exportOf =
    (format: CartExportFormat) =>
    async (request: FastifyRequest & { params: { id: number }; query: { currency?: CurrencyCode } }, reply: FastifyReply) => {
      const cart = await findCartById(db, request.params.id);
      // A guest's cart, or a cart of another company's user, answers like a missing one.
      if (!cart?.userId || !(await findCompanyUser(db, companyOf(request), cart.userId))) {
        throw new AppError(404, message("notFound", requestLocale(request)));
      }
      const context = await cartContext(request);
      return exportAnswer(reply, await presentCart(db, cart, context), cart.id, format, { storeName, context });
    };
  route(signedIn, userCarts.exportUserCartPdf, exportOf("pdf"));
  route(signedIn, userCarts.exportUserCartExcel, exportOf("xlsx"));
}
