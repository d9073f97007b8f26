import { Fragment } from "react";
import { replyBlocks, replySpans } from "../reply-blocks";

function Spans({ text }: { text: string }) {
  return replySpans(text).map((span, i) =>
    span.bold ? <strong key={i}>{span.text}</strong> : <Fragment key={i}>{span.text}</Fragment>,
  );
}

/**
 * A reply as React text nodes: paragraphs, bullet lists and bold. HTML in it stays visible text.
 */
export function ReplyText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {replyBlocks(text).map((block, i) =>
        block.kind === "list" ? (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <Spans text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <Spans text={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
