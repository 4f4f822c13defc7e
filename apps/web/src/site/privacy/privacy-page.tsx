import { usePageMeta } from '../../shared/page-meta';
import { siteConfig } from '../../config/site-config';
import { privacySections } from './privacy-sections';

/** /privacy-policy: ten numbered sections and the last-updated line. */
export function PrivacyPage() {
  usePageMeta('privacy');
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Privacy Policy</h1>
      <p className="mt-2 text-slate-700">Last updated: {siteConfig.privacy.lastUpdated}</p>
      <ol className="mt-8 space-y-8">
        {privacySections(siteConfig).map((section, i) => (
          <li key={section.title}>
            <section aria-labelledby={`privacy-${i + 1}`}>
              <h2 id={`privacy-${i + 1}`} className="text-xl font-semibold text-slate-900">
                {i + 1}. {section.title}
              </h2>
              <p className="mt-2 leading-relaxed [overflow-wrap:anywhere] text-slate-800">{section.body}</p>
            </section>
          </li>
        ))}
      </ol>
    </main>
  );
}
