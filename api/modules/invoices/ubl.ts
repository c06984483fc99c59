import countries from "i18n-iso-countries";
import { centsText } from "../../lib/money";
import { isoDay, STORE_TIME_ZONE } from "../carts/export-content";
import type { InvoiceBuyer, InvoiceContent, InvoiceLine, VatGroup } from "./content";
import { el, leaf, xmlDocument, type XmlElement } from "./xml";

// The invoice as a UBL-TR 2.1 document (customisation TR1.2), the format of Turkey's e-Fatura and e-Arşiv systems
// (docs/decisions/034-invoices.md). The integrator signs it (the mali mühür goes in its UBLExtensions) and files it.

const NAMESPACES = {
  xmlns: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

/** GİB's identity number for a person who has none (a foreign consumer) on an e-Arşiv invoice. */
const UNKNOWN_PERSON_TCKN = "11111111111";

const amount = (name: string, micro: bigint, currency: string) => leaf(name, centsText(micro), { currencyID: currency });

/** "20.00" → "20": UBL's Percent is a plain number. */
const percent = (rate: string) => rate.replace(/\.?0+$/, "");

const countryName = (code: string) => (code === "TR" ? "Türkiye" : (countries.getName(code, "tr") ?? code));

const issueTime = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: STORE_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(date);

function postalAddress(address: { street: string; district: string; city: string; postalCode: string | null; countryCode: string }) {
  return el(
    "cac:PostalAddress",
    {},
    leaf("cbc:StreetName", address.street),
    leaf("cbc:CitySubdivisionName", address.district),
    leaf("cbc:CityName", address.city),
    address.postalCode ? leaf("cbc:PostalZone", address.postalCode) : null,
    el("cac:Country", {}, leaf("cbc:IdentificationCode", address.countryCode), leaf("cbc:Name", countryName(address.countryCode))),
  );
}

const identification = (scheme: string, id: string) => el("cac:PartyIdentification", {}, leaf("cbc:ID", id, { schemeID: scheme }));

const taxScheme = (office: string) => el("cac:PartyTaxScheme", {}, el("cac:TaxScheme", {}, leaf("cbc:Name", office)));

function supplierParty({ seller }: InvoiceContent): XmlElement {
  return el(
    "cac:AccountingSupplierParty",
    {},
    el(
      "cac:Party",
      {},
      leaf("cbc:WebsiteURI", seller.website),
      identification("VKN", seller.taxNumber),
      identification("MERSISNO", seller.mersisNumber),
      identification("TICARETSICILNO", seller.tradeRegistryNumber),
      el("cac:PartyName", {}, leaf("cbc:Name", seller.title)),
      postalAddress(seller),
      taxScheme(seller.taxOffice),
      el("cac:Contact", {}, leaf("cbc:Telephone", seller.phone), leaf("cbc:ElectronicMail", seller.email)),
    ),
  );
}

function customerParty(buyer: InvoiceBuyer): XmlElement {
  return el(
    "cac:AccountingCustomerParty",
    {},
    el(
      "cac:Party",
      {},
      buyer.isCompany ? identification("VKN", buyer.taxNumber!) : identification("TCKN", buyer.identityNumber ?? UNKNOWN_PERSON_TCKN),
      buyer.isCompany && el("cac:PartyName", {}, leaf("cbc:Name", buyer.name)),
      postalAddress(buyer),
      buyer.isCompany && buyer.taxOffice && taxScheme(buyer.taxOffice),
      el("cac:Contact", {}, leaf("cbc:Telephone", buyer.phone), leaf("cbc:ElectronicMail", buyer.email)),
      !buyer.isCompany && el("cac:Person", {}, leaf("cbc:FirstName", buyer.firstName), leaf("cbc:FamilyName", buyer.lastName)),
    ),
  );
}

/** VAT (KDV, tax type 0015) of one rate. */
const taxSubtotal = (base: bigint, tax: bigint, rate: string, currency: string) =>
  el(
    "cac:TaxSubtotal",
    {},
    amount("cbc:TaxableAmount", base, currency),
    amount("cbc:TaxAmount", tax, currency),
    leaf("cbc:Percent", percent(rate)),
    el("cac:TaxCategory", {}, el("cac:TaxScheme", {}, leaf("cbc:Name", "KDV"), leaf("cbc:TaxTypeCode", "0015"))),
  );

const taxTotal = (groups: Pick<VatGroup, "base" | "tax" | "rate">[], currency: string) =>
  el(
    "cac:TaxTotal",
    {},
    amount(
      "cbc:TaxAmount",
      groups.reduce((sum, group) => sum + group.tax, 0n),
      currency,
    ),
    ...groups.map((group) => taxSubtotal(group.base, group.tax, group.rate, currency)),
  );

const invoiceLine = (line: InvoiceLine, currency: string) =>
  el(
    "cac:InvoiceLine",
    {},
    leaf("cbc:ID", line.lineNumber),
    leaf("cbc:InvoicedQuantity", line.quantity, { unitCode: "C62" }),
    amount("cbc:LineExtensionAmount", line.amount, currency),
    taxTotal([{ base: line.amount, tax: line.tax, rate: line.vatRate }], currency),
    el(
      "cac:Item",
      {},
      leaf("cbc:Description", line.description),
      leaf("cbc:Name", line.name),
      line.customerReference && el("cac:BuyersItemIdentification", {}, leaf("cbc:ID", line.customerReference)),
    ),
    el("cac:Price", {}, leaf("cbc:PriceAmount", line.unitPrice, { currencyID: currency })),
  );

/** The issued invoice as UBL-TR XML; a proforma has none (it is not an invoice). */
export function invoiceUbl(content: InvoiceContent): string {
  if (content.kind !== "invoice") throw new Error("A proforma has no UBL-TR document");
  const { currency, totals } = content;
  const signatory = content.seller.taxNumber;
  const invoice = el(
    "Invoice",
    NAMESPACES,
    leaf("cbc:UBLVersionID", "2.1"),
    leaf("cbc:CustomizationID", "TR1.2"),
    leaf("cbc:ProfileID", content.profile),
    leaf("cbc:ID", content.number!),
    leaf("cbc:CopyIndicator", "false"),
    leaf("cbc:UUID", content.ettn!),
    leaf("cbc:IssueDate", isoDay(content.issuedAt)),
    leaf("cbc:IssueTime", issueTime(content.issuedAt)),
    leaf("cbc:InvoiceTypeCode", content.type),
    leaf("cbc:DocumentCurrencyCode", currency),
    leaf("cbc:LineCountNumeric", content.lines.length),
    el(
      "cac:OrderReference",
      {},
      leaf("cbc:ID", content.customerOrderNumber ?? content.orderNumber),
      leaf("cbc:SalesOrderID", content.orderNumber),
      leaf("cbc:IssueDate", isoDay(content.orderDate)),
    ),
    // A return invoice names the sale it gives back (UBL-TR: BillingReference of an İADE invoice).
    content.returnOf &&
      el(
        "cac:BillingReference",
        {},
        el(
          "cac:InvoiceDocumentReference",
          {},
          leaf("cbc:ID", content.returnOf.number),
          leaf("cbc:IssueDate", isoDay(content.returnOf.issuedAt)),
          leaf("cbc:DocumentTypeCode", "IADE"),
        ),
      ),
    el(
      "cac:Signature",
      {},
      leaf("cbc:ID", signatory, { schemeID: "VKN_TCKN" }),
      el("cac:SignatoryParty", {}, identification("VKN", signatory), postalAddress(content.seller)),
      el("cac:DigitalSignatureAttachment", {}, el("cac:ExternalReference", {}, leaf("cbc:URI", `#Signature_${content.number}`))),
    ),
    supplierParty(content),
    customerParty(content.buyer),
    currency !== "TRY" &&
      el(
        "cac:PricingExchangeRate",
        {},
        leaf("cbc:SourceCurrencyCode", currency),
        leaf("cbc:TargetCurrencyCode", "TRY"),
        leaf("cbc:CalculationRate", content.rate),
        leaf("cbc:Date", content.rateDate),
      ),
    taxTotal(content.vat, currency),
    el(
      "cac:LegalMonetaryTotal",
      {},
      amount("cbc:LineExtensionAmount", totals.lineExtension, currency),
      amount("cbc:TaxExclusiveAmount", totals.lineExtension, currency),
      amount("cbc:TaxInclusiveAmount", totals.payable, currency),
      amount("cbc:PayableAmount", totals.payable, currency),
    ),
    ...content.lines.map((line) => invoiceLine(line, currency)),
  );
  return xmlDocument(invoice);
}
