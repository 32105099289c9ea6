import { describe, expect, it } from 'vitest';
import { headHtml, headTags } from './headTags.ts';

const byKey = (tags: ReturnType<typeof headTags>) => Object.fromEntries(tags.map((t) => [t.keyValue, t.value]));

describe('page head tags', () => {
  it('make the canonical link and social URL absolute and suffix the title', () => {
    const tags = byKey(
      headTags(
        { title: 'Gyms', description: 'Scans at the gym.', path: '/solutions/gyms', keywords: ['gym', 'fitness'] },
        'https://example.org',
      ),
    );
    expect(tags.canonical).toBe('https://example.org/solutions/gyms');
    expect(tags['og:url']).toBe('https://example.org/solutions/gyms');
    expect(tags['og:title']).toBe('Gyms | AI Doctor');
    expect(tags['og:type']).toBe('website');
    expect(tags.keywords).toBe('gym, fitness');
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:image']).toBeUndefined();
  });

  it('give articles a large image card from the og-image route', () => {
    const tags = byKey(
      headTags(
        { title: 'T', description: 'D', path: '/blog/x', image: '/api/og-image/rppg-science', type: 'article' },
        'http://127.0.0.1:5191',
      ),
    );
    expect(tags['og:image']).toBe('http://127.0.0.1:5191/api/og-image/rppg-science');
    expect(tags['twitter:image']).toBe('http://127.0.0.1:5191/api/og-image/rppg-science');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:type']).toBe('article');
    expect(tags.keywords).toBeUndefined();
  });

  it('keep a page without a path out of search results, with no canonical link', () => {
    const tags = byKey(
      headTags({ title: 'Page Not Found', description: 'Nothing here.', noIndex: true }, 'https://a.example'),
    );
    expect(tags.robots).toBe('noindex');
    expect(tags.canonical).toBeUndefined();
    expect(tags['og:url']).toBeUndefined();
  });

  it('write prerendered head HTML with every value escaped', () => {
    const html = headHtml({ title: 'Q&A <now>', description: 'Say "hi" & <b>', path: '/faq' }, 'https://a.example');
    expect(html).toContain('<title>Q&amp;A &lt;now&gt; | AI Doctor</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;" data-page-head>');
    expect(html).toContain('<link rel="canonical" href="https://a.example/faq" data-page-head>');
    expect(html).not.toMatch(/<b>|"hi"/);
  });
});
