import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { identityOf, requireUser, requireUserType } from "../../plugins/auth";
import {
  addressOut,
  addressValues,
  businessBillingAddressBody,
  businessBillingAddressSchema,
  consumerBillingAddressBody,
  consumerBillingAddressSchema,
  shippingAddressBody,
  shippingAddressSchema,
} from "./address-schemas";
import { createAddress, deleteAddress, findAddress, findDefaultAddress, listAddresses, setDefaultAddress, updateAddress, type AddressKind } from "./address-service";

interface AddressResource {
  path: string;
  kind: AddressKind;
  label: string;
  guard: preHandlerAsyncHookHandler[];
  body: typeof shippingAddressBody | typeof consumerBillingAddressBody | typeof businessBillingAddressBody;
  out: typeof shippingAddressSchema | typeof consumerBillingAddressSchema | typeof businessBillingAddressSchema;
}

const resources: AddressResource[] = [
  {
    path: "/v1/identity/users/me/business-billing-address",
    kind: "billing",
    label: "business billing address",
    guard: [requireUser, requireUserType("b2b")],
    body: businessBillingAddressBody,
    out: businessBillingAddressSchema,
  },
  {
    path: "/v1/identity/users/me/billing-addresses",
    kind: "billing",
    label: "consumer billing address",
    guard: [requireUser, requireUserType("b2c")],
    body: consumerBillingAddressBody,
    out: consumerBillingAddressSchema,
  },
  { path: "/v1/identity/users/me/shipping-addresses", kind: "shipping", label: "shipping address", guard: [requireUser], body: shippingAddressBody, out: shippingAddressSchema },
];

const idParams = z.object({ id: z.uuid() });

/** Create, list, read, edit, delete and make default, for each kind of address; always the caller's own. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    "/v1/identity/users/me/shipping-addresses/default",
    { schema: { tags: ["addresses"], summary: "The default shipping address", security, response: { 200: successSchema(shippingAddressSchema.nullable()) } }, preHandler: requireUser },
    async (request) => {
      const row = await findDefaultAddress(app.db, identityOf(request).userId, "shipping");
      return { success: true as const, data: row ? addressOut(row) : null };
    },
  );

  for (const resource of resources) {
    const { path, kind, label, guard, body, out } = resource;
    const tags = ["addresses"];
    const notFound = (locale: "tr" | "en") => new AppError(404, message("notFound", locale));

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `List ${label}es`,
          security,
          querystring: z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(50).default(10) }),
          response: { 200: successSchema(z.object({ items: z.array(out), page: z.number(), pageSize: z.number(), totalCount: z.number() })) },
        },
        preHandler: guard,
      },
      async (request) => {
        const result = await listAddresses(app.db, identityOf(request).userId, kind, request.query.page, request.query.pageSize);
        return { success: true as const, data: { ...result, items: result.items.map(addressOut) } };
      },
    );

    app.post(path, { schema: { tags, summary: `Create a ${label}`, security, body, response: { 201: successSchema(out) } }, preHandler: guard }, async (request, reply) => {
      const row = await createAddress(app.db, identityOf(request).userId, kind, addressValues(request.body), request.body.isDefault);
      return reply.status(201).send({ success: true as const, data: addressOut(row) });
    });

    app.get(`${path}/:id`, { schema: { tags, summary: `One ${label}`, security, params: idParams, response: { 200: successSchema(out) } }, preHandler: guard }, async (request) => {
      const row = await findAddress(app.db, identityOf(request).userId, kind, request.params.id);
      if (!row) throw notFound(requestLocale(request));
      return { success: true as const, data: addressOut(row) };
    });

    app.put(`${path}/:id`, { schema: { tags, summary: `Edit a ${label}`, security, params: idParams, body, response: { 200: successSchema(out) } }, preHandler: guard }, async (request) => {
      const row = await updateAddress(app.db, identityOf(request).userId, kind, request.params.id, addressValues(request.body), request.body.isDefault);
      if (!row) throw notFound(requestLocale(request));
      return { success: true as const, data: addressOut(row) };
    });

    app.delete(`${path}/:id`, { schema: { tags, summary: `Delete a ${label}`, security, params: idParams, response: { 200: successSchema(z.null()) } }, preHandler: guard }, async (request) => {
      if (!(await deleteAddress(app.db, identityOf(request).userId, kind, request.params.id))) throw notFound(requestLocale(request));
      return { success: true as const, data: null };
    });

    app.put(`${path}/:id/default`, { schema: { tags, summary: `Make a ${label} the default`, security, params: idParams, response: { 200: successSchema(out) } }, preHandler: guard }, async (request) => {
      const row = await setDefaultAddress(app.db, identityOf(request).userId, kind, request.params.id);
      if (!row) throw notFound(requestLocale(request));
      return { success: true as const, data: addressOut(row) };
    });
  }
};

export default addressRoutes;
