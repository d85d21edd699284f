// Runs before Prism's core (see ./index.ts): without `manual`, Prism highlights every code block
// in the document on load, rewriting markup that React has prerendered and is about to hydrate.
const scope = globalThis as typeof globalThis & { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism = { ...scope.Prism, manual: true, disableWorkerMessageHandler: true };

export {};
