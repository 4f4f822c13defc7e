/** Placeholder until the onboarding wizard lands (owned by the wizard workstream; replace freely). */
export default function OnboardingRoutes() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">Welcome</h1>
    </main>
  );
}
