import * as z from "zod";
import { BOM_FILE_FORMATS } from "@contract/api/bom/priced-file";
import { bomReadForm } from "./bom-forms";

// The priced BOM's download form (issue 36): the BOM as the page read it, posted again with the file's format.

/** The read form's text, boards and spares (its column selects are read by columnChoiceOf), and the format. */
export const bomDownloadForm = bomReadForm.pick({ text: true, boards: true, sparePercent: true }).extend({
  format: z.enum(BOM_FILE_FORMATS),
});
