// The unit project's setup (vitest.config.ts): a DOM test (happy-dom) waits up to 15 s for what it
// expects to appear, like the test itself may take (testTimeout). Testing Library's own default is
// 1 s, which a screen's first render reached on CI's two cores while the server suite and three
// browser lanes ran beside it (issue 25): a wait bounds a hang; speed is measured by `npm run
// bench`. Node-only tests never load Testing Library for it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
