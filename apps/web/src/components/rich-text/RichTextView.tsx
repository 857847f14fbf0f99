import './rich-text.css';

interface Props {
  /** HTML the api sanitized on save (or the editor's own output, in a preview before saving). */
  html: string;
  'data-testid'?: string;
}

/**
 * Shows rich text as written. The HTML is trusted only because the api passes every notice
 * and contract through its allowlist sanitizer on save (apps/api/src/modules/announcement/
 * rich-text.ts); never hand this text from anywhere else.
 */
export function RichTextView({ html, 'data-testid': testId }: Props) {
  return <div className="rich-text-view" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
