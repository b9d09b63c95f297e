import { useState } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useSession } from '@/features/auth';
import { useReportScope } from '../hooks/useReportScope';
import { SalesReportTab } from '../components/SalesReportTab';
import { SalesEntryForm } from '../components/SalesEntryForm';
import { CsvImportTab } from '../components/CsvImportTab';
import { StatementsTab } from '../components/StatementsTab';
import { RoyaltyRatesTab } from '../components/RoyaltyRatesTab';

type TabId = 'report' | 'enter' | 'import' | 'statements' | 'rates';

/**
 * Franchise sales: the report, entering or importing a location's daily sales, monthly royalty
 * statements and (top roles) the royalty and ad-fund rates.
 */
export function FranchiseSalesPage() {
  const scope = useReportScope();
  const { can } = useSession();
  const [tab, setTab] = useState<TabId>('report');
  const canReport = can('franchiseSales.create');
  const canAnswer = scope.viewer.role === 'franchiseeOwner' || scope.viewer.role === 'manager';
  const tabs: [TabId, string, boolean][] = [
    ['report', 'Report', true],
    ['enter', 'Enter sales', canReport],
    ['import', 'Import CSV', canReport],
    ['statements', 'Royalty statements', true],
    ['rates', 'Royalty rates', scope.isTop],
  ];

  return (
    <Box>
      <PageHeader
        title="Franchise Sales Reports"
        subtitle="Net sales reported by the franchise locations, and their royalty statements"
      />
      <Tabs
        value={tab}
        onChange={(_, v: TabId) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs
          .filter(([, , shown]) => shown)
          .map(([id, label]) => (
            <Tab key={id} value={id} label={label} />
          ))}
      </Tabs>
      <QueryState
        query={scope.query}
        loadingLabel="Loading locations"
        errorMessage="The locations could not be loaded. Please try again."
      >
        {scope.locations.length === 0 && (
          <Alert severity="info">
            No franchise location is in your scope. Please contact corporate.
          </Alert>
        )}
        {scope.locations.length > 0 && (
          <>
            {tab === 'report' && (
              <SalesReportTab
                territories={scope.territories}
                locations={scope.locations}
                isTop={scope.isTop}
              />
            )}
            {tab === 'enter' && <SalesEntryForm locations={scope.locations} />}
            {tab === 'import' && <CsvImportTab locations={scope.locations} />}
            {tab === 'statements' && (
              <StatementsTab
                locations={scope.locations}
                canAnswer={canAnswer}
                isTop={scope.isTop}
              />
            )}
            {tab === 'rates' && (
              <RoyaltyRatesTab locations={scope.locations} territoryIds={scope.territoryIds} />
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}
