import type { EntryFiles } from "./bundle_files.ts";

/** Paths of the signed-in single-page app; the server answers each with the same HTML. */
export const appRoutes = [
  "/extractors",
  "/extractors/*",
  "/markdown",
  "/history",
  "/documents",
  "/keys",
  "/settings",
  "/admin",
  "/billing",
];

/** The app's HTML: styles and the entry's chunks are requested at once; React renders into #root. */
export function appShell(entry: EntryFiles): string {
  const preloads = entry.preload.map((file) => `<link rel="modulepreload" href="/assets/${file}">`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Quarry</title>
<meta name="description" content="Quarry: convert documents to markdown and structured data.">
<meta name="theme-color" content="#4c3fd1">
<link rel="icon" href="/static/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/${entry.css}">${preloads}
</head>
<body>
<div id="root"></div>
<noscript>Quarry needs JavaScript for the signed-in area.</noscript>
<script type="module" src="/assets/${entry.script}"></script>
</body>
</html>`;
}
