import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for rich text (notices, platform notices, contracts). Anything not listed is
 * dropped: scripts with their text, event handlers, style attributes (CSS can carry script
 * in old engines and hides content), iframes and forms. Links and images accept only
 * http(s) (and mailto for links), so javascript:, data: and vbscript: URLs never survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['align'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the opener to the page it opens.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const BLOCK_END = /<\/(p|div|li|tr|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text of rich text, a line per block, for where only plain text fits (a survey's
 * termination reason). The sanitiser escapes what it keeps; the text is unescaped here
 * because it is shown as text, never as HTML.
 */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$&\n'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
