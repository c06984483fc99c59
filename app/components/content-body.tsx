/** Renders the API's content text: blank-line paragraphs and "## " headings, as text (never as HTML). */
export function ContentBody({ body }: { body: string }) {
  const blocks = body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 leading-relaxed text-gray-800">
      {blocks.map((block, index) =>
        block.startsWith("## ") ? (
          <h2 key={index} className="pt-2 text-lg font-semibold text-gray-900">
            {block.slice(3)}
          </h2>
        ) : (
          <p key={index}>{block}</p>
        ),
      )}
    </div>
  );
}
