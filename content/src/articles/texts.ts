/**
 * The articles' text, one Markdown file each named by its `ogSlug`, in a small subset of Markdown: a line
 * `## Heading` opens a section, blank lines separate its paragraphs, and each paragraph is shown as written.
 */
import aiFacialAnalysis from './ai-facial-analysis.md?raw';
import contactlessHealthSeniors from './contactless-health-seniors.md?raw';
import futureRpm from './future-rpm.md?raw';
import rppgScience from './rppg-science.md?raw';
import type { ArticleText } from './types.ts';

/** The sections of an article's Markdown; text before the first heading is an error, not a lost paragraph. */
export function parseArticleText(markdown: string): ArticleText {
  const blocks = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean);
  const sections: { heading: string; paragraphs: string[] }[] = [];
  for (const block of blocks) {
    const heading = /^## (.+)$/.exec(block)?.[1];
    if (heading) sections.push({ heading, paragraphs: [] });
    else if (sections.length) sections[sections.length - 1]?.paragraphs.push(block);
    else throw new Error(`Article text must start with a '## ' heading: "${block.slice(0, 40)}…"`);
  }
  return sections;
}

/** By the article's `ogSlug`. */
export const ARTICLE_TEXTS: Readonly<Record<string, ArticleText>> = {
  'ai-facial-analysis': parseArticleText(aiFacialAnalysis),
  'rppg-science': parseArticleText(rppgScience),
  'contactless-health-seniors': parseArticleText(contactlessHealthSeniors),
  'future-rpm': parseArticleText(futureRpm),
};
