import DOMPurify from 'dompurify';

// Issue descriptions are limited HTML from the server: only these tags survive, no attributes.
const ALLOWED = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'li'], ALLOWED_ATTR: [] as string[] };

export function sanitizeIssueHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

export function IssueHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeIssueHtml(html) }} />;
}
