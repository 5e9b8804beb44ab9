/**
 * An issue description as plain text, for the product cards of home: reading it through an
 * inert document runs nothing and keeps the HTML sanitiser out of the home bundle.
 */
export function IssueText({ html }: { html: string }) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return <div>{text}</div>;
}
