// The article list is shared with the API's og-image route; only its small metadata is in the main bundle.
import { ARTICLES } from '@ai-doctor/content/articles';
import { SOLUTION_SLUGS } from '@ai-doctor/content/solutions';
import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/index.ts';
import { NotFoundPage, SiteLayout } from '../features/site/index.ts';

/** A page loaded on first visit, so only the landing page is in the main bundle. */
function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const marketing = () => import('../features/marketing/pages.ts');
const legal = () => import('../features/legal/pages.ts');
const solutions = () => import('../features/solutions/pages.ts');
const blog = () => import('../features/blog/pages.ts');
const chat = () => import('../features/chat/pages.ts');
const triage = () => import('../features/triage/pages.ts');

const ScanPage = lazyPage(
  () => import('../features/scan/pages.ts'),
  (m) => m.ScanPage,
);
const FeaturesPage = lazyPage(marketing, (m) => m.FeaturesPage);
const PricingPage = lazyPage(marketing, (m) => m.PricingPage);
const FaqPage = lazyPage(marketing, (m) => m.FaqPage);
const ContactPage = lazyPage(marketing, (m) => m.ContactPage);
const AboutPage = lazyPage(marketing, (m) => m.AboutPage);
const TermsPage = lazyPage(legal, (m) => m.TermsPage);
const PrivacyPage = lazyPage(legal, (m) => m.PrivacyPage);
const CookiesPage = lazyPage(legal, (m) => m.CookiesPage);
const SolutionsPage = lazyPage(solutions, (m) => m.SolutionsPage);
const SolutionPage = lazyPage(solutions, (m) => m.SolutionPage);

const BlogPage = lazyPage(blog, (m) => m.BlogPage);
const ArticlePage = lazyPage(blog, (m) => m.ArticlePage);
const ChatbotPage = lazyPage(chat, (m) => m.ChatbotPage);
const HealthGptPage = lazyPage(chat, (m) => m.HealthGptPage);
const DiagnosisAssistantPage = lazyPage(triage, (m) => m.DiagnosisAssistantPage);
const SymptomCheckerPage = lazyPage(triage, (m) => m.SymptomCheckerPage);
const PrescriptionPage = lazyPage(
  () => import('../features/prescriptions/pages.ts'),
  (m) => m.PrescriptionPage,
);
const BenchmarkPage = lazyPage(
  () => import('../features/benchmark/pages.ts'),
  (m) => m.BenchmarkPage,
);
const ConsultationPage = lazyPage(
  () => import('../features/consultation/pages.ts'),
  (m) => m.ConsultationPage,
);

/**
 * Every route sits inside the shared header and footer; paths without a page show the 404 page. Each
 * path here has its entry in `siteRoutes.ts` (head tags, prerendered HTML, sitemap).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/app" element={<ScanPage />} />
        <Route path="/benchmark" element={<BenchmarkPage />} />
        <Route path="/features" element={<FeaturesPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/solutions" element={<SolutionsPage />} />
        {SOLUTION_SLUGS.map((slug) => (
          <Route key={slug} path={`/solutions/${slug}`} element={<SolutionPage slug={slug} />} />
        ))}
        <Route path="/blog" element={<BlogPage />} />
        {ARTICLES.map(({ slug }) => (
          <Route key={slug} path={`/blog/${slug}`} element={<ArticlePage slug={slug} />} />
        ))}
        <Route path="/about" element={<AboutPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/cookies" element={<CookiesPage />} />
        <Route path="/chatbot" element={<ChatbotPage />} />
        <Route path="/chatgpt" element={<HealthGptPage />} />
        <Route path="/diagnosis" element={<DiagnosisAssistantPage />} />
        <Route path="/symptoms" element={<SymptomCheckerPage />} />
        <Route path="/consultation" element={<ConsultationPage />} />
        <Route path="/prescription" element={<PrescriptionPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
