import { z } from "zod";
import { personFields } from "./account";
import { optionalText, requiredText } from "./fields";
import { addressFields } from "./signup";

export const profileSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  phoneCountryCode: personFields.phoneCountryCode,
  phone: personFields.phone,
  genderCode: optionalText(20),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date").optional(),
  titleCode: optionalText(40),
});

export const companyProfileSchema = z.object({
  title: requiredText(200),
  taxOffice: requiredText(120),
  companyTypeCode: requiredText(40),
  sectorCode: requiredText(40),
  activityAreaCode: requiredText(40),
  phoneCountryCode: personFields.phoneCountryCode,
  phone: personFields.phone,
  website: z.url({ error: "validation.url" }).optional(),
  ...addressFields,
});
