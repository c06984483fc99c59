export const handle = { i18n: ["common"] };

/** /500 shows the server-error page with its status. */
export function loader() {
  throw new Response(null, { status: 500 });
}

export default function ServerErrorPage() {
  return null;
}
