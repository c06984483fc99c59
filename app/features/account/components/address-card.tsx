import { Link } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { LookupItem } from "@contract/api/lookups/schemas";
import type { StoredAddress } from "~/features/account/address-book";

export const SET_DEFAULT_INTENT = "set-default";
export const DELETE_ADDRESS_INTENT = "delete";

/** The lines of an address as a person reads them on an envelope (and the invoice party for billing). */
export function AddressSummary({ address, countries }: { address: StoredAddress; countries: LookupItem[] }) {
  const { t } = useTranslation("account");
  const country = countries.find((item) => item.id === address.countryCode)?.name ?? address.countryCode;
  const place = [address.districtId, address.townId, address.cityName].filter(Boolean).join(", ");
  return (
    <div className="text-sm text-gray-800">
      <p className="font-semibold text-gray-900">
        {address.firstName} {address.lastName}
      </p>
      {address.companyName && <p>{address.companyName}</p>}
      {address.taxNumber && (
        <p>
          {address.taxOffice} · <span className="tabular">{address.taxNumber}</span>
        </p>
      )}
      {address.identityNumber && (
        <p className="tabular">
          {t("addresses.fields.identityNumber")}: {address.identityNumber}
        </p>
      )}
      <p>{address.addressLine}</p>
      <p>
        {place} {address.zipCode && <span className="tabular">{address.zipCode}</span>}
      </p>
      <p>{country}</p>
      <p className="tabular">
        {address.phoneCountryCode} {address.phone}
      </p>
    </div>
  );
}

/** One address in the list with what can be done to it; deleting goes through a confirmation first. */
export function AddressCard({
  address,
  countries,
  editHref,
  deleteHref,
}: {
  address: StoredAddress;
  countries: LookupItem[];
  editHref: string;
  deleteHref: string;
}) {
  const { t } = useTranslation("account");
  return (
    <article className={`flex h-full flex-col rounded border bg-white p-4 ${address.isDefault ? "border-primary-600" : "border-gray-200"}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{address.title}</h2>
        {address.isDefault && (
          <span className="rounded bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">{t("addresses.default")}</span>
        )}
      </div>
      <div className="mt-2 flex-1">
        <AddressSummary address={address} countries={countries} />
      </div>
      {address.isChangeable ? (
        <AddressActions address={address} editHref={editHref} deleteHref={deleteHref} />
      ) : (
        <p className="mt-4 text-sm text-gray-700">{t("addresses.sharedReadOnly")}</p>
      )}
    </article>
  );
}

/** Edit, make default and delete: only on an address the user may change (a colleague's company address is read-only). */
function AddressActions({ address, editHref, deleteHref }: { address: StoredAddress; editHref: string; deleteHref: string }) {
  const { t } = useTranslation("account");
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <Link
        to={editHref}
        className="font-semibold text-primary-700 underline"
        aria-label={t("addresses.editLabel", { title: address.title })}
      >
        {t("addresses.edit")}
      </Link>
      {!address.isDefault && (
        <Form method="post">
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            name="intent"
            value={SET_DEFAULT_INTENT}
            className="font-semibold text-primary-700 underline"
            aria-label={t("addresses.setDefaultLabel", { title: address.title })}
          >
            {t("addresses.setDefault")}
          </button>
        </Form>
      )}
      <Link
        to={deleteHref}
        className="font-semibold text-danger-700 underline"
        aria-label={t("addresses.deleteLabel", { title: address.title })}
      >
        {t("addresses.delete")}
      </Link>
    </div>
  );
}
