import { useEffect } from 'react';
import { PRODUCT_NAME } from './navigation.ts';
import { pageTitle } from './pageTitle.ts';

/** What a page tells search engines and social previews about itself. */
export interface PageHead {
  /** The page's own title; the product-name suffix is added. */
  title: string;
  description: string;
  /** Path of the page, e.g. `/solutions/gyms`; made absolute against the site origin. */
  path: string;
  keywords?: readonly string[];
  /** Path or absolute address of the social preview image. */
  image?: string;
  type?: 'website' | 'article';
}

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
  const url = new URL(head.path, origin).href;
  const title = pageTitle(head.title);
  const tags: HeadTag[] = [
    meta('name', 'description', head.description),
    { element: 'link', key: 'rel', keyValue: 'canonical', valueAttr: 'href', value: url },
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.keywords?.length) tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.image) {
    const image = new URL(head.image, origin).href;
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  }
  return tags;
}

/**
 * Puts one tag into `<head>` and returns how to undo it: a tag the page created is removed, and one that
 * was already there (index.html's description) gets its previous value back.
 */
function applyTag(doc: Document, tag: HeadTag): () => void {
  const selector = `${tag.element}[${tag.key}="${tag.keyValue}"]`;
  const existing = doc.head.querySelector(selector);
  if (existing) {
    const previous = existing.getAttribute(tag.valueAttr);
    existing.setAttribute(tag.valueAttr, tag.value);
    return () => {
      if (previous === null) existing.removeAttribute(tag.valueAttr);
      else existing.setAttribute(tag.valueAttr, previous);
    };
  }
  const el = doc.createElement(tag.element);
  el.setAttribute(tag.key, tag.keyValue);
  el.setAttribute(tag.valueAttr, tag.value);
  doc.head.appendChild(el);
  return () => el.remove();
}

/** Sets the page's title and head tags while it is shown, and takes the tags away when it is left. */
export function usePageHead(head: PageHead): void {
  const { title, description, path, image, type } = head;
  const keywords = head.keywords?.join(',');
  useEffect(() => {
    document.title = pageTitle(title);
    const page: PageHead = { title, description, path, keywords: keywords?.split(','), image, type };
    const undo = headTags(page, window.location.origin).map((tag) => applyTag(document, tag));
    return () => {
      for (const fn of undo.reverse()) fn();
    };
  }, [title, description, path, keywords, image, type]);
}
