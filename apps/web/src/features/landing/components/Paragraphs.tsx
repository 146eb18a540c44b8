import { Fragment } from 'react';

interface ParagraphsProps {
  text: string | undefined;
  className?: string;
}

/** CMS plain text: blank lines separate paragraphs, single line breaks stay line breaks. */
export function Paragraphs({ text, className }: ParagraphsProps) {
  if (!text) return null;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
