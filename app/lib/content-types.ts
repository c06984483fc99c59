/** A content page as the API answers it (GET /v1/content/pages/{key}). */
export interface ContentPage {
  key: string;
  locale: string;
  title: string;
  summary: string;
  body: string;
  updatedAt: string;
}
