// Standard decorators may read context.metadata; Node 20 and Chromium lack Symbol.metadata.
(Symbol as { metadata?: symbol }).metadata ??= Symbol.for("Symbol.metadata");
export {};
