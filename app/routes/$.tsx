export const handle = { i18n: ["common"] };

/** Any path no page claims: the 404 page in the path's language (the root reads it from the path). */
export function loader() {
  throw new Response(null, { status: 404 });
}

export function action() {
  throw new Response(null, { status: 404 });
}

export default function UnknownPath() {
  return null;
}
