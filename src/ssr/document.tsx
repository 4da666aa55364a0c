import type { ReactNode } from "react";
import type { EntryFiles } from "./bundle_files.ts";

export interface PageMeta {
  title: string;
  description: string;
}

/** The HTML document around a public page: title, description and social preview tags, styles, preloads. */
export function Document(
  { meta, url, entry, children }: { meta: PageMeta; url: string; entry: EntryFiles; children: ReactNode },
) {
  const image = new URL("/static/og.png", url).href;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={url} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Quarry" />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image} />
        <meta name="theme-color" content="#4c3fd1" />
        <link rel="icon" href="/static/logo.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={`/assets/${entry.css}`} />
        {entry.preload.map((file) => <link key={file} rel="modulepreload" href={`/assets/${file}`} />)}
      </head>
      <body>
        <a className="skip-link" href="#main">Skip to content</a>
        {children}
      </body>
    </html>
  );
}
