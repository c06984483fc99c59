import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cartDistanceSalesContract, cartPreliminaryInformationForm, type CartDocumentKey } from "@contract/api/carts/documents";
import type { CurrencyCode } from "@contract/limits";
import { route } from "../../../lib/route";
import { currentUser } from "../../accounts/current-user";
import { cartContext, mine, type CartOptions } from "../http";
import { requireCart } from "../service";
import { cartDocument } from "./document";

type DocumentRequest = FastifyRequest & { params: { id: number }; query: { currency?: CurrencyCode } };

/** The cart's legal documents (registered inside the signed-in scope): of the caller's own cart only, another's id is a 404. */
export function cartDocumentRoutes(signedIn: FastifyInstance, { storeName }: Pick<CartOptions, "storeName">) {
  const { db } = signedIn;
  const answer = async (key: CartDocumentKey, request: DocumentRequest, reply: FastifyReply) => {
    const context = await cartContext(request);
    const buyer = await currentUser(db, request);
    const cart = await requireCart(db, { userId: buyer.id }, request.params.id, context);
    return mine(reply, await cartDocument(db, key, cart, buyer, { storeName, seller: signedIn.seller, context }));
  };
  route(signedIn, cartDistanceSalesContract, (request, reply) => answer("distance-sales-contract", request, reply));
  route(signedIn, cartPreliminaryInformationForm, (request, reply) => answer("preliminary-information-form", request, reply));
}
