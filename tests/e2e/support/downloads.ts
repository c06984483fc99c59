import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "./fixtures";

/** The file a click on the link downloads, with its name. */
export async function download(page: Page, name: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { name: file.suggestedFilename(), body: await readFile(await pathOf(file)) };
}

/** The file a click on a form's button answers (a download posted by a form), with its name. */
export async function downloadByButton(page: Page, name: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  return { name: file.suggestedFilename(), body: await readFile(await pathOf(file)) };
}

const pathOf = async (file: Download) => {
  const path = await file.path();
  expect(path, "the download finished").toBeTruthy();
  return path;
};

/** A PDF's text, its pages joined. */
export const pdfText = async (body: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

/** An Excel file's first sheet. */
export async function firstSheet(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets[0];
}
