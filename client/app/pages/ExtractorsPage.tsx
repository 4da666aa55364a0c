import { ActionIcon, Badge, Card, Group, Menu, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageHeader } from "../components/PageHeader.tsx";
import {
  canEdit,
  costText,
  deleteExtractor,
  type Extractor,
  extractorsQuery,
} from "../../features/extractors/queries.ts";
import { currentUserQuery } from "../../features/users/queries.ts";
import { notifyError, notifySuccess } from "../notify.ts";

function TypeCard(
  { to, title, description, cost, output, badge, menu }: {
    to: string;
    output?: string;
    title: string;
    description: string;
    cost: string;
    badge?: ReactNode;
    menu?: ReactNode;
  },
) {
  return (
    <Card withBorder radius="md" padding="lg" className="type-card">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700} component={Link} to={to} className="card-link">{title}</Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {badge}
          {menu}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">{description}</Text>
      <Group justify="space-between" mt="auto">
        <Text size="sm" fw={600} c="indigo">{cost}</Text>
        {output && <Text size="sm" c="dimmed">{output}</Text>}
      </Group>
    </Card>
  );
}

function ExtractorMenu({ extractor, builderEnabled }: { extractor: Extractor; builderEnabled: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editable = canEdit(extractor, builderEnabled);
  if (!editable && !extractor.is_deletable_by_user) return null;
  const onDelete = () =>
    modals.openConfirmModal({
      title: "Delete extractor",
      children: (
        <Text size="sm">
          Are you sure you want to delete "{extractor.name}"? This will remove it from your account.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        deleteExtractor(extractor.id).then(
          () => notifySuccess(`${extractor.name} was deleted successfully.`),
          notifyError,
        ).finally(() => queryClient.invalidateQueries({ queryKey: ["extractors"] })),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${extractor.name}`}>⋮</ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate({ to: "/extractors/$slug", params: { slug: extractor.slug } })}>
          History
        </Menu.Item>
        {editable && (
          <Menu.Item
            onClick={() =>
              navigate({ to: "/extractors/$slug", params: { slug: extractor.slug }, search: { edit: true } })}
          >
            Edit
          </Menu.Item>
        )}
        {extractor.is_deletable_by_user && <Menu.Item color="red" onClick={onDelete}>Delete</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Where log-in lands: the fixed Markdown card, the user's extractors by name, and Create New Type. */
export function ExtractorsPage() {
  const { data: extractors, isPending } = useQuery(extractorsQuery());
  const { data: user } = useQuery(currentUserQuery());
  const builderEnabled = user?.account.extractor_builder_enabled ?? false;
  return (
    <>
      <PageHeader
        title="Extractors"
        description="Convert documents to markdown, or pull structured data out of them."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <TypeCard
          to="/markdown"
          title="Markdown / Text"
          description="Convert PDFs, Word files and images into clean markdown."
          cost="2+ credits / page"
          badge={<Badge color="orange" variant="light">Popular</Badge>}
        />
        {isPending
          ? [0, 1, 2].map((i) => (
            <Skeleton key={i} height={150} radius="md" data-testid="extractor-skeleton" />
          ))
          : extractors?.map((extractor) => (
            <TypeCard
              key={extractor.id}
              to={`/extractors/${encodeURIComponent(extractor.slug)}`}
              title={extractor.name}
              description={extractor.description ?? ""}
              cost={costText(extractor)}
              menu={<ExtractorMenu extractor={extractor} builderEnabled={builderEnabled} />}
            />
          ))}
        <TypeCard
          to="/extractors/create"
          title="Create New Type"
          description="Define the fields you need and get them back from every document."
          cost="2+ credits / page"
          output="Output: JSON or CSV"
        />
      </SimpleGrid>
    </>
  );
}
