import type { PageHead } from '../../app/siteRoutes.ts';
import { PRODUCT_NAME } from './navigation.ts';
import { pageTitle } from './pageTitle.ts';

/** One `<meta>` or `<link>` element: `key` names the attribute that identifies it (name, property or rel). */
export interface HeadTag {
  element: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  valueAttr: 'content' | 'href';
  value: string;
}

const meta = (key: 'name' | 'property', keyValue: string, value: string): HeadTag => ({
  element: 'meta',
  key,
  keyValue,
  valueAttr: 'content',
  value,
});

/** The description, keywords, canonical link, Open Graph and Twitter tags of a page. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const title = pageTitle(head.title);
  const tags: HeadTag[] = [meta('name', 'description', head.description)];
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.path !== undefined) {
    const url = new URL(head.path, origin).href;
    tags.push(
      { element: 'link', key: 'rel', keyValue: 'canonical', valueAttr: 'href', value: url },
      meta('property', 'og:url', url),
    );
  }
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.keywords?.length) tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.image) {
    const image = new URL(head.image, origin).href;
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  }
  return tags;
}

/** Marks the tags this module owns, so a route change (or the first render over a prerendered page) replaces them. */
const OWNED = 'data-page-head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<title>` and head tags of a page as HTML, for pages prerendered at build time. */
export function headHtml(head: PageHead, origin: string): string {
  const tags = headTags(head, origin).map(
    (t) => `<${t.element} ${t.key}="${escapeHtml(t.keyValue)}" ${t.valueAttr}="${escapeHtml(t.value)}" ${OWNED}>`,
  );
  return [`<title>${escapeHtml(pageTitle(head.title))}</title>`, ...tags].join('\n    ');
}

/** Gives the document the page's title and head tags, replacing the previous page's. */
export function applyHead(doc: Document, head: PageHead, origin: string): void {
  doc.title = pageTitle(head.title);
  for (const el of doc.head.querySelectorAll(`[${OWNED}]`)) el.remove();
  for (const tag of headTags(head, origin)) {
    const el = doc.createElement(tag.element);
    el.setAttribute(tag.key, tag.keyValue);
    el.setAttribute(tag.valueAttr, tag.value);
    el.setAttribute(OWNED, '');
    doc.head.appendChild(el);
  }
}
