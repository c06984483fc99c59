// The PCB and stencil quote form (docs/spec.md §3 "PCB and stencil order form defaults", §4 "PCB form dependent
// defaults"; docs/decisions/021-pcb-offers.md): every select's options as the strings the form holds, the defaults,
// and the defaults a chosen base material or layer count brings. Written once for the API, the storefront's server
// (a form without JavaScript) and its client (applied as soon as the choice is made).

/** What is to be quoted: the boards, a stencil for them, or both (the `{type}` of a request's detail page). */
export const PCB_OFFER_TYPES = ["pcb", "stencil", "pcb-stencil"] as const;
export type PcbOfferType = (typeof PCB_OFFER_TYPES)[number];
export const quotesBoards = (type: PcbOfferType) => type !== "stencil";
export const quotesStencil = (type: PcbOfferType) => type !== "pcb";

/** Each select's options, by the value the form holds; the storefront translates `<field>.<value>`. */
export const PCB_OPTIONS = {
  /** 1 millimetres, 2 inches. */
  dimensionMeasurementType: ["1", "2"],
  pcbQuantity: ["5", "10", "15", "20", "25", "30", "50", "75", "100", "150", "200", "250", "300", "500", "1000"],
  /** 1 FR-4, 2 aluminium (metal core), 3 CEM-1. */
  baseMaterial: ["1", "2", "3"],
  /** The number of copper layers. */
  layer: ["1", "2", "4", "6", "8"],
  /** 1 0.4 mm, 2 0.6 mm, 3 0.8 mm, 4 1.0 mm, 5 1.6 mm, 6 2.0 mm. */
  pcbThickness: ["1", "2", "3", "4", "5", "6"],
  /** 1 1 oz (35 µm), 2 2 oz (70 µm). */
  outerCopperWeight: ["1", "2"],
  /** Solder mask: 1 green, 2 red, 3 white, 4 black, 5 blue, 6 yellow. */
  pcbColor: ["1", "2", "3", "4", "5", "6"],
  /** Legend: 1 white, 2 black. */
  silkscreen: ["1", "2"],
  /** 1 HASL with lead, 2 lead-free HASL, 3 ENIG (immersion gold), 4 OSP. */
  surfaceFinish: ["1", "2", "3", "4"],
  /** 1 frameless (a laser-cut foil), 2 framed. */
  stencilType: ["1", "2"],
  /** The foil's outer size, 1 to 8 (translated with its millimetres). */
  size: ["1", "2", "3", "4", "5", "6", "7", "8"],
  /** 1 top, 2 bottom, 3 top and bottom on two foils, 4 top and bottom on one foil. */
  stencilSide: ["1", "2", "3", "4"],
  /** Millimetres of foil; the empty value means "as the store advises". */
  stencilThickness: ["0.10", "0.12", "0.15", "0.18"],
  /** 1 none, 2 half-etched, 3 etched through. */
  existingFiducials: ["1", "2", "3"],
  /** How the parts may travel: 1 by cargo, 2 by express courier, 3 collected from the store. */
  deliveryType: ["1", "2", "3"],
} as const;

export type PcbSelectField = Exclude<keyof typeof PCB_OPTIONS, "deliveryType">;
export type PcbOptionValue<F extends keyof typeof PCB_OPTIONS> = (typeof PCB_OPTIONS)[F][number];

/** The form's starting values (spec §3); empty strings are fields not filled in. */
export const PCB_FORM_DEFAULTS = {
  offerType: "pcb" as PcbOfferType,
  dimensionWidth: "",
  dimensionHeigth: "",
  dimensionMeasurementType: "1",
  pcbQuantity: "5",
  baseMaterial: "1",
  layer: "2",
  pcbThickness: "5",
  outerCopperWeight: "1",
  pcbColor: "1",
  silkscreen: "1",
  surfaceFinish: "2",
  pcbRemark: "",
  stencilType: "1",
  size: "6",
  stencilSide: "1",
  stencilQuantity: "1",
  stencilThickness: "",
  existingFiducials: "",
  stencilRemark: "",
  deliveryTypeList: [] as string[],
  companyName: "",
  name: "",
  lastName: "",
  email: "",
  phoneCountryCode: "+90",
  phone: "",
  isCommercialCommunicationApproved: false,
  isMembershipTermsAccepted: false,
  isFormCleared: false,
};
export type PcbFormValues = typeof PCB_FORM_DEFAULTS;

/** The fields a base material or a layer count sets (spec §4). */
type DependentField = "layer" | "outerCopperWeight" | "pcbColor" | "silkscreen" | "surfaceFinish";
type DependentDefaults = Partial<Record<DependentField, string>>;

const BY_BASE_MATERIAL: Record<string, DependentDefaults> = {
  "1": { outerCopperWeight: "1", pcbColor: "1", silkscreen: "1", surfaceFinish: "2" },
  "2": { layer: "1", outerCopperWeight: "1", pcbColor: "3", silkscreen: "2", surfaceFinish: "2" },
  "3": { layer: "1", outerCopperWeight: "1", pcbColor: "1", silkscreen: "1", surfaceFinish: "1" },
};
const BY_LAYER: Record<string, DependentDefaults> = {
  "4": { outerCopperWeight: "1", pcbColor: "1", silkscreen: "1", surfaceFinish: "2" },
};

/** What can bring new defaults: a chosen base material, a chosen layer count, or nothing (all are reapplied). */
export type PcbTrigger = "baseMaterial" | "layer" | null;

/**
 * The values after `trigger` was chosen: the defaults it brings replace those fields, everything else is kept. With
 * no trigger, every dependent default is reapplied (the base material's, then the layer count's) except `exclude`.
 */
export function applyPcbDefaults<V extends Record<DependentField | "baseMaterial", string>>(
  values: V,
  trigger: PcbTrigger,
  exclude: readonly DependentField[] = [],
): V {
  const fromMaterial = BY_BASE_MATERIAL[values.baseMaterial] ?? {};
  const changes: DependentDefaults =
    trigger === "baseMaterial"
      ? fromMaterial
      : trigger === "layer"
        ? (BY_LAYER[values.layer] ?? {})
        : { ...fromMaterial, ...BY_LAYER[fromMaterial.layer ?? values.layer] };
  const kept = Object.entries(changes).filter(([field]) => !exclude.includes(field as DependentField));
  return { ...values, ...Object.fromEntries(kept) };
}

/** The largest board side in millimetres, and the most boards or stencils one request may ask for. */
export const PCB_MAX_SIDE_MM = 600;
export const STENCIL_MAX_QUANTITY = 100;
/** Millimetres in an inch, for a board measured in inches. */
export const MM_PER_INCH = 25.4;

/** The Gerber archive: a zip (checked by its first bytes), up to this size. */
export const GERBER_MAX_BYTES = 10 * 1024 * 1024;
export const GERBER_CONTENT_TYPE = "application/zip";

/** "PCB-000042": the number a requester and the sales team speak of. */
export const pcbRequestNumber = (id: number) => `PCB-${String(id).padStart(6, "0")}`;
