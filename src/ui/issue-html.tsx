import DOMPurify from 'dompurify';

// Issue descriptions are limited HTML from the server (DECISIONS: Security): shown with
// only these tags, no attributes, wherever an issue is shown.
const ALLOWED = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'li'], ALLOWED_ATTR: [] as string[] };

function sanitizeIssueHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

export function IssueHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeIssueHtml(html) }} />;
}
