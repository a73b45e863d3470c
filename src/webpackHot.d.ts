// `import.meta.webpackHot`: hot reload in `npm run dev` (app/bootApp.ts, app/main.ts).
/// <reference types="webpack/module" />
