import { ARTICLES, type Article } from '@ai-doctor/api/articles';
import type { TextSection } from '../../shared/ui/TextSections.tsx';

/**
 * The four blog articles. Titles, slugs, categories, dates, read times and social-card slugs come from
 * the API's list (api/src/content/articles.ts, also used by `/api/og-image/{ogSlug}`); this module adds
 * what only the pages need: author and text. The text explains rPPG plainly and claims no
 * clinical results.
 */

export interface BlogArticle extends Article {
  author?: { name: string; role: string };
  sections: readonly TextSection[];
}

type ArticleText = Pick<BlogArticle, 'author' | 'sections'>;

const TEXT: Record<string, ArticleText> = {
  'ai-facial-analysis': {
    sections: [
      {
        heading: 'What a camera can see',
        paragraphs: [
          'Every heartbeat pushes a little more blood into the skin of your face. Blood absorbs green light strongly, so the skin gets very slightly darker with each beat. The change is far too small to see with the eye, but a camera recording 30 frames a second can measure it when the face is still and well lit.',
          'From that colour signal, software rebuilds a pulse wave: one rise and fall per heartbeat. Heart rate comes straight from its rhythm.',
        ],
      },
      {
        heading: 'From pulse wave to a blood pressure estimate',
        paragraphs: [
          'Blood pressure is not in the colour signal directly. Research systems estimate it from features of the pulse wave — how steeply it rises, how wide each beat is, where the reflected wave appears — together with heart rate, using a model fitted on people whose pressure was also measured with a cuff.',
          'Such a model describes a population, not you. Two people with the same pulse shape can have different pressures, and medication, posture and stiff arteries all change the relationship.',
        ],
      },
      {
        heading: 'What this means in practice',
        paragraphs: [
          'That is why AI Doctor labels its blood pressure figure as experimental. It can show a trend and prompt a proper check, but it is not a cuff measurement and must not be used to diagnose or manage high blood pressure. If you need to know your blood pressure, use a validated cuff monitor or see a pharmacist or GP.',
        ],
      },
    ],
  },
  'rppg-science': {
    sections: [
      {
        heading: 'Photoplethysmography, without the clip',
        paragraphs: [
          'A pulse oximeter clip shines light through your finger and measures how much comes back; the amount changes with each heartbeat. That is photoplethysmography (PPG). In 2008, researchers showed that an ordinary camera and daylight can pick up the same kind of signal from the face. Doing it at a distance is called remote PPG, or rPPG.',
        ],
      },
      {
        heading: 'From video to pulse',
        paragraphs: [
          'First, the face is found in each frame and patches of skin — forehead and cheeks — are selected. The average red, green and blue values of those patches form three signals over time.',
          'Those raw signals are dominated by light changes and movement, not the pulse. Methods such as CHROM (2013) and POS (2017) combine the three colour channels so that changes shared by all colours (brightness, motion) cancel out, while the small colour change caused by blood remains.',
          'The combined signal is filtered to the range of plausible heart rates, and the heart rate is read from its strongest rhythm and from the spacing of individual beats.',
        ],
      },
      {
        heading: 'Knowing when not to trust it',
        paragraphs: [
          'Low light, strong movement, talking, flickering lamps and video compression all weaken the pulse signal, and darker skin reflects less of the changing light. A careful system measures how clean the pulse is and refuses to give a number when it is not clean enough. AI Doctor shows this as a signal-quality score and asks for a retake when it is too low.',
        ],
      },
    ],
  },
  'contactless-health-seniors': {
    sections: [
      {
        heading: 'Five practical benefits',
        paragraphs: [
          '1. Nothing to put on. There is no cuff to fasten or clip to position, which helps people with arthritis or limited grip.',
          '2. A device they already have. A phone or tablet with a front camera is enough; nothing else needs charging or pairing.',
          '3. A routine that is easy to keep. A 35-second scan at the same time each day builds a record of resting heart rate and breathing.',
          '4. Easier conversations with family and carers. A saved history can be shown to a relative or a GP instead of relying on memory.',
          '5. Privacy. The video is analysed on the device and never uploaded.',
        ],
      },
      {
        heading: 'What it cannot do',
        paragraphs: [
          'A camera check-in is not a medical device. It cannot detect a heart attack or stroke, and its blood pressure and oxygen figures are experimental estimates. Anyone with chest pain, sudden weakness, confusion or breathlessness should call emergency services, not take a scan.',
        ],
      },
    ],
  },
  'future-rpm': {
    author: { name: 'AI Doctor Research Team', role: 'London, UK' },
    sections: [
      {
        heading: 'Where remote monitoring stands',
        paragraphs: [
          'Remote patient monitoring lets clinical teams follow patients at home, for example after discharge or with heart failure. Today it mostly uses dedicated devices: cuffs, pulse oximeters, scales and wearables. They work, but they must be supplied, charged, paired and used correctly.',
        ],
      },
      {
        heading: 'What cameras could add',
        paragraphs: [
          'Almost everyone has a phone with a front camera. Camera-based check-ins could lower the barrier to taking a daily reading, and the same video can show breathing and facial movement as well as pulse.',
        ],
      },
      {
        heading: 'What has to happen first',
        paragraphs: [
          'Validation: camera estimates need testing against reference devices across ages, skin tones, lighting and health conditions, with results published.',
          'Honest uncertainty: each reading should carry a quality score, and systems should abstain rather than guess when the signal is weak.',
          'Privacy: analysing video on the device, and sending only numbers, keeps faces out of data centres.',
          'Clinical integration: readings are only useful if they reach the right clinician, in the right format, with clear rules on who acts on them.',
        ],
      },
      {
        heading: 'Our approach',
        paragraphs: [
          'AI Doctor labels every figure as measured, derived, experimental or illustrative, analyses video on the device and asks for a retake when quality is low. It is an information service today, not a clinical monitoring system.',
        ],
      },
    ],
  },
};

export const BLOG_ARTICLES: readonly BlogArticle[] = ARTICLES.map((article) => {
  const text = TEXT[article.ogSlug];
  if (!text) throw new Error(`No text for article ${article.ogSlug}`);
  return { ...article, ...text };
});

export function articleBySlug(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

/** '2024-12-01' → 'December 1, 2024', independent of the reader's time zone. */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
