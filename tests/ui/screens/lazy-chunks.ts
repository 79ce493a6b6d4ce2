// Steps after a screen's first load on demand (ui/screens/lazy-step.tsx). In a browser that is one fetch;
// under the test runner the first import transforms the modules, which on a loaded machine takes seconds
// inside a journey's timeout. Journeys that walk through several screens import them once up front.
export async function warmLazySteps(): Promise<void> {
  await Promise.all([
    import('../../../ui/screens/mfa/ChallengePickerScreen'),
    import('../../../ui/screens/mfa/ChallengeScreen'),
    import('../../../ui/screens/post-auth/PostAuthScreen'),
    import('../../../ui/screens/sign-up/CodeScreens'),
    import('../../../ui/screens/sign-up/OutcomeScreens'),
    import('../../../ui/screens/recovery/steps'),
  ]);
}
