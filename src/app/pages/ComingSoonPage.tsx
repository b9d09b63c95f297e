import ConstructionIcon from '@mui/icons-material/Construction';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

/** Stands in for a spec'd screen whose feature is not built yet; the route guard still applies. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<ConstructionIcon />}
        title="Coming soon"
        description={`The ${title} screen is part of an upcoming release.`}
      />
    </>
  );
}
