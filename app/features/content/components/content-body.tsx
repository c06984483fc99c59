import { Fragment, type ReactNode } from "react";
import { textBlocks, type TextBlock } from "@contract/text-blocks";

/** Renders the API's content text: blank-line paragraphs and "## " headings, as text (never as HTML). */
export function ContentBody({ body }: { body: string }) {
  return <ContentBlocks blocks={textBlocks(body)} />;
}

const isTextBlock = (block: { type: string }): block is TextBlock => block.type === "heading" || block.type === "paragraph";

/**
 * Headings and paragraphs in the content pages' typography, as text; a line break inside a paragraph is kept. Any
 * other kind of block (a document's table of lines) is drawn by `renderBlock`.
 */
export function ContentBlocks<Other extends { type: string }>({
  blocks,
  renderBlock,
}: {
  blocks: ReadonlyArray<TextBlock | Other>;
  renderBlock?: (block: Other) => ReactNode;
}) {
  return (
    <div className="space-y-4 leading-relaxed text-gray-800">
      {blocks.map((block, index) => {
        if (!isTextBlock(block)) return <Fragment key={index}>{renderBlock?.(block)}</Fragment>;
        return block.type === "heading" ? (
          <h2 key={index} className="pt-2 text-lg font-semibold text-gray-900">
            {block.text}
          </h2>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
