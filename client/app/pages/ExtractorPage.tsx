import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../components/PageHeader.tsx";
import { extractorsQuery } from "../../features/extractors/queries.ts";

/** One extractor: found in the list by its slug. */
export function ExtractorPage({ slug }: { slug: string }) {
  const { data: extractors, isPending } = useQuery(extractorsQuery());
  if (isPending) return <Text>Loading...</Text>;
  const extractor = extractors?.find((e) => e.slug === slug);
  if (!extractor) return <Text>Extractor not found</Text>;
  return <PageHeader title={extractor.name} description={extractor.description ?? undefined} />;
}
