// Runs before Prism's core (./prism.ts imports it first): without `manual`, Prism highlights every
// code block in the document on load, rewriting markup that React has prerendered and is about to hydrate.
const scope = globalThis as typeof globalThis & { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism = { ...scope.Prism, manual: true, disableWorkerMessageHandler: true };

export {};
