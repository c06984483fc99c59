import { useTranslation } from "~/lib/i18n/use-translation";
import type { PcbOffer } from "@contract/api/offers/pcb-schemas";
import type { PcbSelectField } from "@contract/api/offers/pcb-values";
import type { Locale } from "@contract/locale";
import { formatMeasure } from "~/lib/format";

/** Facts as a two-column list; a missing value shows a dash. */
function FactList({ rows }: { rows: Array<[label: string, value: string | null]> }) {
  const { t } = useTranslation("offers");
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="text-gray-900">{value ?? t("pcb.detail.none")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the facts show of a request: the customer's page and the back office's requests inbox both pass theirs. */
type PcbFacts = Pick<PcbOffer, "boards" | "stencil" | "deliveryTypeList" | "contact" | "gerber" | "isCommercialCommunicationApproved">;

/** The boards and the stencil of a request as the requester chose them, each option in words. */
export function PcbRequestFacts({ request, locale }: { request: PcbFacts; locale: Locale }) {
  const { t } = useTranslation("offers");
  const option = (field: PcbSelectField, value: string | null) =>
    value === null ? t(`pcb.empty.${field}`) : t(`pcb.options.${field}.${value}`);
  const field = (name: string) => t(`pcb.fields.${name}`);
  const { boards, stencil } = request;
  return (
    <div className="space-y-6">
      {boards && (
        <section aria-labelledby="pcb-boards">
          <h2 id="pcb-boards" className="mb-2 text-lg font-semibold text-gray-900">
            {t("pcb.form.boardsTitle")}
          </h2>
          <FactList
            rows={[
              [
                field("dimensionWidth"),
                `${formatMeasure(boards.dimensionWidth, locale)} ${option("dimensionMeasurementType", boards.dimensionMeasurementType)}`,
              ],
              [
                field("dimensionHeigth"),
                `${formatMeasure(boards.dimensionHeigth, locale)} ${option("dimensionMeasurementType", boards.dimensionMeasurementType)}`,
              ],
              [field("pcbQuantity"), boards.pcbQuantity],
              ...(["baseMaterial", "layer", "pcbThickness", "outerCopperWeight", "pcbColor", "silkscreen", "surfaceFinish"] as const).map(
                (name): [string, string] => [field(name), option(name, boards[name])],
              ),
              [field("pcbRemark"), boards.pcbRemark],
            ]}
          />
        </section>
      )}
      {stencil && (
        <section aria-labelledby="pcb-stencil">
          <h2 id="pcb-stencil" className="mb-2 text-lg font-semibold text-gray-900">
            {t("pcb.form.stencilTitle")}
          </h2>
          <FactList
            rows={[
              ...(["stencilType", "size", "stencilSide"] as const).map((name): [string, string] => [
                field(name),
                option(name, stencil[name]),
              ]),
              [field("stencilQuantity"), String(stencil.stencilQuantity)],
              [field("stencilThickness"), option("stencilThickness", stencil.stencilThickness)],
              [field("existingFiducials"), option("existingFiducials", stencil.existingFiducials)],
              [field("stencilRemark"), stencil.stencilRemark],
            ]}
          />
        </section>
      )}
      <section aria-labelledby="pcb-contact">
        <h2 id="pcb-contact" className="mb-2 text-lg font-semibold text-gray-900">
          {t("pcb.detail.contact")}
        </h2>
        <FactList
          rows={[
            [field("deliveryTypeList"), request.deliveryTypeList.map((type) => t(`pcb.options.deliveryType.${type}`)).join(", ") || null],
            [field("name"), `${request.contact.name} ${request.contact.lastName}`],
            [field("companyName"), request.contact.companyName],
            [field("email"), request.contact.email],
            [field("phone"), [request.contact.phoneCountryCode, request.contact.phone].filter(Boolean).join(" ") || null],
            [
              t("pcb.detail.gerber"),
              request.gerber
                ? `${request.gerber.fileName} (${t("pcb.detail.bytes", { size: request.gerber.size })})`
                : t("pcb.detail.noGerber"),
            ],
            [
              t("pcb.form.consentTitle"),
              request.isCommercialCommunicationApproved ? t("pcb.detail.commercialYes") : t("pcb.detail.commercialNo"),
            ],
          ]}
        />
      </section>
    </div>
  );
}
