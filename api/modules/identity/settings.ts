import type { AccountsConfig } from "../../config";

/** What the identity and account routes need from the configuration. */
export interface IdentitySettings extends AccountsConfig {
  JWT_SECRET: string;
}
