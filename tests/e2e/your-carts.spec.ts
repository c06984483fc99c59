import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";

// The "your carts" page (issue 15, named carts): every step is a plain form post, so it runs with JavaScript off
// and on; the names are Turkish as a Turkish buyer types them.

const cartCard = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function createCart(page: Page, name: string) {
  await page.getByLabel("Sepet adı").fill(name);
  await page.getByRole("button", { name: "Sepeti oluştur" }).click();
}

test("named carts are created, made active, renamed and deleted after confirming", async ({ page, context, baseURL }, testInfo) => {
  await signInAsFreshConsumer(context, baseURL!, "your-carts", testInfo.project.name);
  const response = await page.goto(pathFor("yourCarts", "tr"));
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Sepetlerim" })).toBeVisible();
  await expect(page.getByText("Henüz bir sepetiniz yok.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Kategorilere göz atın" })).toHaveAttribute("href", pathFor("categories", "tr"));
  await expectAccessible(page);

  // A blank name is refused next to the field (spaces pass the browser's own check, so the server answers too).
  await createCart(page, "   ");
  const nameField = page.getByLabel("Sepet adı");
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(nameField).toHaveAccessibleDescription(/Bu alan zorunludur/);
  await expect(page.getByRole("article")).toHaveCount(0);

  await createCart(page, "Prototip");
  await expect(page.getByText("“Prototip” sepeti oluşturuldu ve etkin sepetiniz oldu").first()).toBeVisible();
  await expect(cartCard(page, "Prototip").getByText("Etkin sepet")).toBeVisible();
  await expect(cartCard(page, "Prototip").getByText("0 kalem")).toBeVisible();
  await expect(page.getByLabel("Sepet adı")).toHaveValue("");

  await createCart(page, "Üretim");
  await expect(page.getByText("“Üretim” sepeti oluşturuldu ve etkin sepetiniz oldu").first()).toBeVisible();
  await expect(cartCard(page, "Üretim").getByText("Etkin sepet")).toBeVisible();
  await expect(cartCard(page, "Prototip").getByText("Etkin sepet")).toHaveCount(0);
  await expectAccessible(page);

  await cartCard(page, "Prototip").getByRole("button", { name: "Sepeti etkinleştir" }).click();
  await expect(page.getByText("“Prototip” artık etkin sepetiniz").first()).toBeVisible();
  await expect(cartCard(page, "Prototip").getByText("Etkin sepet")).toBeVisible();
  await expect(cartCard(page, "Üretim").getByText("Etkin sepet")).toHaveCount(0);
  await expect(cartCard(page, "Üretim").getByRole("button", { name: "Sepeti etkinleştir" })).toBeVisible();

  // Renaming: a blank name stays on that cart's form, then a real one is taken.
  const prototype = cartCard(page, "Prototip");
  await prototype.getByLabel("“Prototip” için yeni ad").fill(" ");
  await prototype.getByRole("button", { name: "Adını değiştir" }).click();
  await expect(prototype.getByText("Bu alan zorunludur")).toBeVisible();
  await prototype.getByLabel("“Prototip” için yeni ad").fill("Prototip kartı");
  await prototype.getByRole("button", { name: "Adını değiştir" }).click();
  await expect(page.getByText("Sepetin adı “Prototip kartı” oldu").first()).toBeVisible();
  await expect(cartCard(page, "Prototip kartı").getByText("Etkin sepet")).toBeVisible();
  await expect(cartCard(page, "Prototip")).toHaveCount(0);

  // Saving keeps a cart for later, listed apart from the carts in use; unsaving brings it back among them.
  await cartCard(page, "Üretim").getByRole("button", { name: "“Üretim” sepetini sonrası için kaydet" }).click();
  await expect(page.getByText("“Üretim” kaydedilen sepetlerinize eklendi").first()).toBeVisible();
  const saved = page.getByRole("region", { name: "Kaydedilen sepetler" });
  await expect(saved.getByRole("heading", { name: "Üretim", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sepetleriniz" }).getByRole("heading", { name: "Üretim", exact: true })).toHaveCount(0);
  // (The toast fades in and out: its colours are read once it has gone.)
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
  await saved.getByRole("button", { name: "“Üretim” sepetini kaydedilenlerden çıkar" }).click();
  await expect(page.getByText("“Üretim” artık kaydedilen bir sepet değil").first()).toBeVisible();
  await expect(saved).toHaveCount(0);

  // Deleting asks first; keeping the cart changes nothing.
  await page.getByRole("link", { name: "“Üretim” sepetini sil" }).click();
  const confirm = page.getByRole("alertdialog", { name: "“Üretim” sepeti silinsin mi?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("link", { name: "Vazgeç" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(cartCard(page, "Üretim")).toHaveCount(1);
  await page.getByRole("link", { name: "“Üretim” sepetini sil" }).click();
  await page.getByRole("button", { name: "Evet, sepeti sil" }).click();
  await expect(page.getByText("Sepet silindi").first()).toBeVisible();
  await expect(cartCard(page, "Üretim")).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(1);

  // The active cart opens the cart page, which shows it.
  await cartCard(page, "Prototip kartı").getByRole("link", { name: "Sepeti aç" }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("shoppingCart", "tr")}$`));
  await expect(page.getByText("Prototip kartı", { exact: true })).toBeVisible();

  // The dashboard home lists the recent carts, each leading to this page.
  await page.goto(pathFor("dashboard", "tr"));
  const recent = page.getByRole("region", { name: "Son sepetleriniz" });
  await expect(recent.getByRole("listitem")).toHaveCount(1);
  await expect(recent.getByRole("link", { name: /Prototip kartı.*0 kalem/ })).toHaveAttribute("href", pathFor("yourCarts", "tr"));
});

test("the carts page in English, and a signed-out visitor is sent to sign in first", async ({ page, context, baseURL }, testInfo) => {
  await page.goto(pathFor("yourCarts", "en"));
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fdashboard%2Fyour-carts$/);

  await signInAsFreshConsumer(context, baseURL!, "your-carts-en", testInfo.project.name);
  await page.goto(pathFor("yourCarts", "en"));
  await expect(page.getByRole("heading", { level: 1, name: "Your carts" })).toBeVisible();
  // 61 characters: the browser's maxlength stops typing, so the field's limit is lifted to reach the server's.
  const name = page.getByLabel("Cart name");
  await name.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
  await name.fill("x".repeat(61));
  await page.getByRole("button", { name: "Create the cart" }).click();
  await expect(name).toHaveAccessibleDescription(/Too long/);
  await expect(page.getByRole("article")).toHaveCount(0);
});
