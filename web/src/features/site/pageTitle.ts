import { PRODUCT_NAME } from './navigation.ts';

/** A page's document title with the product-name suffix (ADR-22), e.g. 'Health Scan | AI Doctor'. */
export function pageTitle(page: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
