import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { Manifest } from "./bundle_files.ts";
import { Document, type PageMeta } from "./document.tsx";

/**
 * Streams a public page: the shell (head, header, above-the-fold text) is sent as soon as it is rendered,
 * Suspense parts follow in the same response, and the island script hydrates the interactive parts.
 */
export async function renderPage(
  page: ReactNode,
  options: {
    meta: PageMeta;
    url: string;
    manifest: Manifest;
    status?: number;
    onError(error: unknown): void;
  },
): Promise<Response> {
  const entry = options.manifest.public;
  const stream = await renderToReadableStream(
    <Document meta={options.meta} url={options.url} entry={entry}>{page}</Document>,
    { bootstrapModules: [`/assets/${entry.script}`], onError: options.onError },
  );
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
  });
}
