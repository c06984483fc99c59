export type ToastType = "success" | "error" | "info";

/** A one-time message: a sonner toast with JavaScript, a banner without it. */
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  /** A link shown with the message (for example "need login" on a 401). */
  link?: { href: string; label: string };
}
