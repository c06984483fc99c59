export const handle = { i18n: ["common"] };

/** /404 shows the not-found page with its status, like any unknown path. */
export function loader() {
  throw new Response(null, { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
