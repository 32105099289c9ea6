import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import articleFile from '../src/articles/articles.json' with { type: 'json' };
import { ARTICLES } from '../src/articles/index.ts';
import { ARTICLE_TEXTS, parseArticleText } from '../src/articles/texts.ts';
import { CLOSED_SLOTS, TIME_SLOTS } from '../src/consultation.ts';
import {
  articleSchema,
  type Schema,
  solutionPageSchema,
  solutionSummarySchema,
  symptomSchema,
  triageRuleSchema,
  urgencyGuidanceSchema,
} from '../src/schema.ts';
import { SOLUTION_SLUGS } from '../src/solutions/index.ts';
import { SOLUTION_PAGE_FILES, SOLUTIONS } from '../src/solutions/pages.ts';
import summaryFile from '../src/solutions/solutions.json' with { type: 'json' };
import { SYMPTOM_CATEGORIES, SYMPTOM_FILES, SYMPTOMS, symptomById } from '../src/symptoms/index.ts';
import { EMERGENCY_LEAD, TRIAGE_RULES } from '../src/triage/index.ts';
import ruleFile from '../src/triage/rules.json' with { type: 'json' };
import guidanceFile from '../src/triage/urgency-guidance.json' with { type: 'json' };

const eachIn = (schema: Schema, list: readonly unknown[], file: string) =>
  list.flatMap((entry, i) => schema(entry, `${file}[${i}]`));
const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);
/** A deep copy of `value` with one change, for the malformed-entry checks. */
const broken = <T>(value: T, change: (copy: T) => void): T => {
  const copy = structuredClone(value);
  change(copy);
  return copy;
};

describe('every content file fits its schema', () => {
  it('articles.json, and each article has its Markdown text', () => {
    expect(eachIn(articleSchema, articleFile, 'articles.json')).toEqual([]);
    expect(repeated(ARTICLES.map((a) => a.slug))).toEqual([]);
    expect(repeated(ARTICLES.map((a) => a.ogSlug))).toEqual([]);
    const markdownFiles = readdirSync(new URL('../src/articles/', import.meta.url)).filter((f) => f.endsWith('.md'));
    expect(markdownFiles.sort()).toEqual(ARTICLES.map((a) => `${a.ogSlug}.md`).sort());
    for (const { ogSlug } of ARTICLES) {
      const sections = ARTICLE_TEXTS[ogSlug] ?? [];
      expect(sections.length, ogSlug).toBeGreaterThan(0);
      for (const s of sections) expect(s.paragraphs.length, `${ogSlug}: ${s.heading}`).toBeGreaterThan(0);
    }
  });

  it('the symptom files: ids unique across categories', () => {
    for (const category of SYMPTOM_CATEGORIES) {
      expect(eachIn(symptomSchema, SYMPTOM_FILES[category], `${category.toLowerCase()}.json`)).toEqual([]);
    }
    expect(repeated(SYMPTOMS.map((s) => s.id))).toEqual([]);
  });

  it('the triage rules: ids unique, every required symptom exists', () => {
    expect(eachIn(triageRuleSchema, ruleFile, 'rules.json')).toEqual([]);
    expect(urgencyGuidanceSchema(guidanceFile, 'urgency-guidance.json')).toEqual([]);
    expect(repeated(TRIAGE_RULES.map((r) => r.id))).toEqual([]);
    const unknown = TRIAGE_RULES.flatMap((r) => r.requires.flat().filter((id) => !symptomById.has(id)));
    expect(unknown).toEqual([]);
  });

  it('the solutions: one summary and one page file per slug, in order', () => {
    expect(eachIn(solutionSummarySchema, summaryFile, 'solutions.json')).toEqual([]);
    expect(SOLUTIONS.map((s) => s.slug)).toEqual([...SOLUTION_SLUGS]);
    for (const slug of SOLUTION_SLUGS)
      expect(solutionPageSchema(SOLUTION_PAGE_FILES[slug], `${slug}.json`)).toEqual([]);
  });

  it('the consultation slots: the closed ones are among the offered ones', () => {
    expect(CLOSED_SLOTS.filter((slot) => !TIME_SLOTS.includes(slot))).toEqual([]);
    expect(repeated(TIME_SLOTS)).toEqual([]);
  });
});

describe('a malformed entry fails its schema, saying where', () => {
  const symptom = SYMPTOM_FILES.Cardiovascular[0];
  const solution = SOLUTION_PAGE_FILES.gyms;

  it('a misspelt or missing field', () => {
    const misspelt = broken(symptom as Record<string, unknown>, (s) => {
      s.descripton = s.description;
      delete s.description;
    });
    expect(symptomSchema(misspelt, 'cardiovascular.json[0]')).toEqual([
      'cardiovascular.json[0].descripton: unknown field',
      'cardiovascular.json[0].description: missing',
    ]);
  });

  it('a value outside its vocabulary, an empty text, a bad date', () => {
    const wrongUrgency = broken(symptom as { urgency: string }, (s) => {
      s.urgency = 'urgent';
    });
    expect(symptomSchema(wrongUrgency, 'x')).toEqual(['x.urgency: expected one of low, medium, high, got "urgent"']);
    const emptyTitle = broken(articleFile[0] as { title: string; date: string }, (a) => {
      a.title = ' ';
      a.date = '2024-13-01';
    });
    expect(articleSchema(emptyTitle, 'a')).toEqual([
      'a.title: expected text',
      'a.date: expected a date like 2024-12-01, got "2024-13-01"',
    ]);
  });

  it('a rule with a level that does not exist, a solution section of no known kind', () => {
    const rule = broken(ruleFile[0] as { level: string }, (r) => {
      r.level = 'critical';
    });
    expect(triageRuleSchema(rule, 'r')).toEqual([
      'r.level: expected one of emergency, urgent, soon, self-care, got "critical"',
    ]);
    const badSection = broken(solution as { sections: unknown[] }, (s) => {
      s.sections[0] = { table: 'Features', items: [] };
    });
    expect(solutionPageSchema(badSection, 's')).toEqual([
      's.sections[0]: expected one of the fields cards, metrics, stories, pricing',
    ]);
  });

  it('article text before its first heading', () => {
    expect(() => parseArticleText('An orphan paragraph.\n\n## Heading\n\nText.')).toThrow(
      /must start with a '## ' heading/,
    );
    expect(parseArticleText('## One\n\nFirst\nline.\n\nSecond.\n\n## Two\n\nThird.')).toEqual([
      { heading: 'One', paragraphs: ['First line.', 'Second.'] },
      { heading: 'Two', paragraphs: ['Third.'] },
    ]);
  });
});

describe('what the files leave out is added once', () => {
  it('every emergency rule starts with the emergency lead; no file repeats it', () => {
    for (const rule of TRIAGE_RULES.filter((r) => r.level === 'emergency')) {
      expect(rule.advice.startsWith(`${EMERGENCY_LEAD} `), rule.id).toBe(true);
    }
    expect(readFileSync(new URL('../src/triage/rules.json', import.meta.url), 'utf8')).not.toContain(EMERGENCY_LEAD);
  });
});
