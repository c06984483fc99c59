import { pathFor } from "../../contract/paths";
import { apiAs } from "./support/fresh-account";
import { expect, expectAccessible, test } from "./support/fixtures";
import { checkoutByApi, orderByApi, placeCheckoutByApi } from "./support/orders";
import { apiLogin, apiUrl, apiUserInfo, DEMO_ACCOUNTS, signIn } from "./support/session";
import { signInAsStaff, staffTokens } from "./support/staff";

// Issue 33's first "Done when" (docs/decisions/046-offers.md): a signed-in engineer of the demo company sends a PCB
// request; sales offers a PCB batch and a stencil with a validity date in the back office (one form per line, no
// JavaScript needed); the engineer accepts the offer on the request's dashboard page, lands on the cart that holds
// both lines at the offered prices, and the order is placed. Runs with JavaScript off and on (tests/e2e/support/projects.ts).

const SPECIFICATION = {
  offerType: "pcb-stencil",
  dimensionWidth: "100",
  dimensionHeigth: "80",
  dimensionMeasurementType: "1",
  pcbQuantity: "100",
  baseMaterial: "1",
  layer: "2",
  pcbThickness: "5",
  outerCopperWeight: "1",
  pcbColor: "1",
  silkscreen: "1",
  surfaceFinish: "2",
  stencilType: "1",
  size: "6",
  stencilSide: "1",
  stencilQuantity: "1",
  deliveryTypeList: ["1"],
};

const inTwoWeeks = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date(Date.now() + 14 * 86_400_000));

test("sales offers a PCB batch and a stencil; the engineer accepts on the request's page and the order is placed", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const credentials = { ...DEMO_ACCOUNTS.businessBuyer, userType: "b2b" as const };
  const engineer = await apiLogin(credentials);
  const userId = (await apiUserInfo(engineer.accessToken)).data.userInfo.id;
  const request = await apiAs<{ id: number }>(engineer, "POST", "aggregator/users/me/pcb-stencil-offers", SPECIFICATION);
  const number = `PCB-${String(request.id).padStart(6, "0")}`;

  // The request's case, as the inbox lists it.
  const sales = await staffTokens("sales");
  const inbox = await fetch(`${apiUrl()}/back-office/requests?q=${number}`, { headers: { Authorization: `Bearer ${sales.accessToken}` } });
  const caseId = ((await inbox.json()) as { data: { items: Array<{ caseId: number }> } }).data.items[0].caseId;

  // Sales writes the offer in the back office: a draft, its two lines one form at a time, then sends it.
  const staffContext = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  await signInAsStaff(staffContext, baseURL!, "sales");
  const desk = await staffContext.newPage();
  await desk.goto(pathFor("backOfficeRequestOffers", "tr", { caseId: String(caseId) }));
  await expect(desk.getByRole("heading", { level: 2, name: "Teklifler" })).toBeVisible();
  await desk.getByLabel("Para birimi").selectOption("USD");
  await desk.getByLabel("Geçerlilik tarihi").fill(inTwoWeeks());
  await desk.getByRole("button", { name: "Taslak teklif oluştur" }).click();
  const draft = desk.getByTestId("desk-offer");
  await expect(draft).toContainText("taslak");

  const lines = [
    { kind: "pcb-batch", description: "2 katmanlı PCB, 100 × 80 mm", quantity: "100", price: "1,25", days: "12" },
    { kind: "stencil", description: "Lazer kesim stencil", quantity: "1", price: "40", days: "5" },
  ];
  for (const line of lines) {
    await draft.getByLabel("Tür").selectOption(line.kind);
    await draft.getByLabel("Açıklama").fill(line.description);
    await draft.getByLabel("Miktar").fill(line.quantity);
    await draft.getByLabel("Birim fiyat (USD)").fill(line.price);
    await draft.getByLabel("Termin (gün)").fill(line.days);
    await draft.getByRole("button", { name: "Satırı ekle" }).click();
    await expect(draft).toContainText(line.description);
  }
  await expect(draft).toContainText("165,00");
  await expectAccessible(desk);
  await draft.getByRole("button", { name: /numaralı teklifi müşteriye gönder$/ }).click();
  await expect(desk.getByTestId("desk-offer")).toContainText("gönderildi");
  await staffContext.close();

  // The engineer reads the offer on the request's dashboard page and accepts it.
  await signIn(context, baseURL!, credentials);
  await page.goto(pathFor("pcbStencilRequest", "tr", { id: String(request.id), type: "pcb-stencil", userId }));
  const offer = page.getByTestId("request-offer");
  await expect(offer).toContainText("yanıtınızı bekliyor");
  await expect(offer).toContainText("2 katmanlı PCB, 100 × 80 mm");
  await expect(offer).toContainText("Lazer kesim stencil");
  await expect(offer.getByRole("link", { name: /\(PDF\)$/ })).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole("button", { name: /numaralı teklifi kabul et$/ }).click();

  // The cart holds both lines at the offered prices.
  await expect(page).toHaveURL(new RegExp(`${pathFor("shoppingCart", "tr")}$`));
  await expect(page.getByText(/teklif edilen fiyatlarla sepetinize eklendi/).first()).toBeVisible();
  await expect(page.getByText("2 katmanlı PCB, 100 × 80 mm")).toBeVisible();
  await expect(page.getByText("Lazer kesim stencil")).toBeVisible();

  // The order goes through the ordinary checkout and keeps the offered lines and prices.
  await checkoutByApi(engineer);
  const orderNumber = await placeCheckoutByApi(engineer, { paymentType: "eft", currency: "USD" });
  const order = await orderByApi(engineer, orderNumber);
  const ordered = order.lines.map((line) => [line.description, line.quantity, line.unitPrice]);
  expect(ordered).toEqual([
    ["2 katmanlı PCB, 100 × 80 mm", 100, "1.250000"],
    ["Lazer kesim stencil", 1, "40.000000"],
  ]);
});
